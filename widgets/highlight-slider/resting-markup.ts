import { NEWS_LABELS } from '../../features/newsticker/messages.ts';

const placeholder =
  '<li class="kiosk-highlights__item kiosk-highlights__item--placeholder" aria-hidden="true">' +
  '<span class="kiosk-highlights__link"><span class="kiosk-highlights__picture"></span>' +
  '<span class="kiosk-highlights__rubric"></span><span class="kiosk-highlights__headline"></span></span></li>';
const step = (label: string, symbol: string) =>
  `<button type="button" class="kiosk-highlights__step" aria-label="${label}" aria-disabled="true">` +
  `<span aria-hidden="true">${symbol}</span></button>`;

/**
 * The slider as a CMS renders it (README, meta.fallback), issue 22: the markup of its loading state
 * (slider-view.ts) with the default title and without its 'loading' text (a fallback never promises
 * loading), so the section is in place before Kiosk arrives and the
 * widget's own section replaces it at the same size. The CMS keeps the slot's height before Kiosk's
 * styles arrive (the demo's site.css: `.site-highlights`); the row's height does not depend on the width.
 */
export const HIGHLIGHTS_MARKUP =
  '<div class="kiosk-root"><section class="kiosk-highlights" aria-labelledby="kiosk-highlights-title">' +
  '<div class="kiosk-highlights__head"><h2 class="kiosk-highlights__title" id="kiosk-highlights-title">' +
  `Highlights</h2><div class="kiosk-highlights__controls">${step(NEWS_LABELS.previous, '‹')}` +
  `${step(NEWS_LABELS.next, '›')}</div></div><div class="kiosk-notice-region" role="alert" tabindex="-1"></div>` +
  `<ul class="kiosk-highlights__row">${placeholder.repeat(3)}</ul></section></div>`;
