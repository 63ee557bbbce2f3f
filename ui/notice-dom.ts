import type { ElementHelper } from '../src/kit/element-helper.ts';
import './notice.css';

/**
 * The plain-DOM twin of `Notice` (ui/notice.tsx) for widgets without a UI runtime (issue 22): the same
 * markup and classes, an always-present live region whose message `show` sets or clears. The retry
 * moves focus to the region before the button goes, so focus never falls to `<body>`.
 */
export function noticeDom(h: ElementHelper, onRetry: () => void) {
  const region = h('div', { class: 'kiosk-notice-region', role: 'alert', tabindex: '-1' });
  return {
    region,
    show(message: string | undefined) {
      if (!message) return region.replaceChildren();
      const retry = () => {
        region.focus();
        onRetry();
      };
      region.replaceChildren(
        h(
          'div',
          { class: 'kiosk-notice kiosk-notice--error' },
          h('p', { class: 'kiosk-notice__message' }, message),
          h(
            'button',
            { type: 'button', class: 'kiosk-notice__retry', on: { click: retry } },
            'Erneut versuchen',
          ),
        ),
      );
    },
  };
}
