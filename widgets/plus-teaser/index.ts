import { isSubscriber } from '../../src/session/subscription-flags.ts';
import { whenSeen } from '../../src/analytics/when-seen.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { meta } from './meta.ts';
import { hideWithoutShift } from './hide-without-shift.ts';

/**
 * Issue 31: the plus teaser the CMS placed, for readers without a subscription. A subscriber's teaser
 * goes (without moving what the reader sees); a reader's is reported once a tenth of it is seen
 * (plus_teaser_impression, view_promotion) and on every click of its links (plus_teaser_click,
 * select_promotion). Nothing is reported before the login is known, so a subscriber never counts.
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const { bus } = kiosk;
  const promotion = { promotion_id: props.id, ...(props.name && { promotion_name: props.name }) };
  let watching = false;
  scope.add(
    bus.on('subscription-changed', (flags) => {
      if (isSubscriber(flags)) return scope.add(hideWithoutShift(element));
      if (watching || element.hidden) return;
      watching = true;
      scope.add(
        whenSeen(element, () => {
          bus.emit('analytics-event', { name: 'plus_teaser_impression', props: promotion });
          bus.emit('analytics-event', { name: 'view_promotion', props: promotion });
        }),
      );
    }),
  );
  element.addEventListener(
    'click',
    (event) => {
      if (!(event.target as Element).closest?.('a[href]')) return;
      bus.emit('analytics-event', { name: 'plus_teaser_click', props: promotion });
      bus.emit('analytics-event', { name: 'select_promotion', props: promotion });
    },
    { signal: scope.signal, capture: true },
  );
});
