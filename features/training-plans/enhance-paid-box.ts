import type { AnalyticsEvent } from '../../src/analytics/catalogue.ts';
import { trackElement } from '../../src/analytics/element-events.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import type { WidgetScope } from '../../src/kit/widget-scope.ts';
import { logError } from '../../src/log.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { PAID_BOX_CLASSES, PAID_BOX_LABELS } from './paid-box-markup.ts';
import type { PlanOwnership } from './plan-ownership.ts';

/** What the reader reads beside the box's button (issue 27). */
export const PAID_BOX_MESSAGES = {
  added: 'Der Trainingsplan liegt im Warenkorb.',
  downloadFailed: 'Der Download-Link konnte nicht erstellt werden.',
} as const;

export interface PaidBoxContext {
  /** The box (`.kiosk-paid-box`) or an element holding it. */
  element: HTMLElement;
  plan: { id: string; merchandiseId: string };
  kiosk: Kiosk;
  scope: WidgetScope;
  ownership: PlanOwnership;
}

/**
 * Issue 27: a paid box on its markup (paid-box-markup.ts), plain DOM. 'Jetzt kaufen' (a link to the
 * shop's product page, so it works without script) puts the plan into the page's cart through the bus;
 * once the reader owns the plan, the same slot holds 'Herunterladen', which asks for a signed link on
 * the click. Nothing else changes size. 'Paid-Box / sichtbar' and 'Paid-Box / klick' (spec 9.6); the
 * purchase itself is the cart's to report, once per order.
 */
export function enhancePaidBox(widget: string, { element, plan, kiosk, scope, ownership }: PaidBoxContext) {
  const box = element.matches(`.${PAID_BOX_CLASSES.box}`)
    ? element
    : element.querySelector<HTMLElement>(`.${PAID_BOX_CLASSES.box}`);
  const buy = box?.querySelector<HTMLAnchorElement>(`a.${PAID_BOX_CLASSES.action}`);
  const status = box?.querySelector<HTMLElement>(`.${PAID_BOX_CLASSES.status}`);
  if (!box || !buy || !status)
    return logError(
      widget,
      `no .${PAID_BOX_CLASSES.box} with a.${PAID_BOX_CLASSES.action} and .${PAID_BOX_CLASSES.status}; left as it is`,
    );
  const h = createElementHelper(widget, scope);
  const title = box.querySelector(`.${PAID_BOX_CLASSES.title}`)?.textContent?.trim() || plan.id;
  const track = (event: AnalyticsEvent) => kiosk.bus.emit('analytics-event', event);
  scope.add(trackElement(box, { area: 'paidBox', label: plan.id }, track));

  buy.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      kiosk.bus.run('cart.add', [{ merchandiseId: plan.merchandiseId, quantity: 1 }]);
      status.textContent = PAID_BOX_MESSAGES.added;
    },
    { signal: scope.signal },
  );

  const download = async (button: HTMLButtonElement) => {
    const proof = ownership.proof(plan.id);
    if (proof === undefined) return;
    button.setAttribute('aria-busy', 'true');
    status.textContent = '';
    const result = await kiosk.api.request<{ url: string }>(
      `/training-plans/${encodeURIComponent(plan.id)}/download`,
      {
        // A purchase with login needs the login; one without it shows its order's cart token.
        auth: proof == '',
        query: { cartToken: proof || undefined },
        parse: (body) =>
          typeof (body as { url?: unknown })?.url == 'string' ? (body as { url: string }) : undefined,
      },
    );
    button.removeAttribute('aria-busy');
    if (scope.signal.aborted) return;
    const url = result.ok ? safeUrl(result.value.url, { source: widget, field: 'download url' }) : undefined;
    if (!url) {
      if (!result.ok) logError(widget, `download link failed (${result.error.message})`);
      status.textContent = PAID_BOX_MESSAGES.downloadFailed;
      return;
    }
    location.assign(url);
  };

  const downloadButton = h(
    'button',
    {
      type: 'button',
      class: PAID_BOX_CLASSES.action,
      'aria-label': `${PAID_BOX_LABELS.download}: ${title}`,
      on: { click: (event) => void download(event.currentTarget as HTMLButtonElement) },
    },
    PAID_BOX_LABELS.download,
  );

  scope.add(
    ownership.subscribe(() => {
      const owned = ownership.proof(plan.id) !== undefined;
      const shown = owned ? downloadButton : buy;
      if (shown.isConnected) return;
      const hadFocus = document.activeElement == (owned ? buy : downloadButton);
      (owned ? buy : downloadButton).replaceWith(shown);
      // The control the reader was on changed into its successor: focus stays there, not on body.
      if (hadFocus) shown.focus();
      if (owned) status.textContent = '';
    }),
  );
  // Unmounted, the box is the server's again.
  scope.add(() => {
    if (downloadButton.isConnected) downloadButton.replaceWith(buy);
    status.textContent = '';
  });
}
