import { enhancePaidBox } from '../../features/training-plans/enhance-paid-box.ts';
import { pagePlanOwnership } from '../../features/training-plans/plan-ownership.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { meta } from './meta.ts';

/**
 * Issue 27: the CMS's paid box in an article, plain DOM on the server's markup: the cart buys the plan,
 * its buyer downloads it (features/training-plans/enhance-paid-box.ts).
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) =>
  enhancePaidBox(meta.name, {
    element,
    plan: { id: props.plan, merchandiseId: props.merchandiseId },
    kiosk,
    scope,
    ownership: pagePlanOwnership(kiosk, meta.name),
  }),
);
