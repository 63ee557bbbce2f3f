import { enhanceOffer } from '../../features/affiliate/affiliate-offer.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { meta } from './meta.ts';

/** Issue 31: the server's offer button with the live price, its ad label and its events. Plain DOM. */
export const mount = defineWidget(meta, (context) => enhanceOffer('affiliate_button', meta.name, context));
