import { defineWidget } from '../../src/kit/define-widget.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { logError } from '../../src/log.ts';
import { formatDate } from '../../features/subscriptions/berlin-dates.ts';
import { contractsCall, type ListedContract } from '../../features/subscriptions/contracts-call.ts';
import { contractLabel } from '../../features/subscriptions/receipt-text.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { meta } from './meta.ts';
import { MY_SUBSCRIPTIONS_MARKUP } from './markup.ts';
import { downloadCall, purchasesCall, type Purchase } from './purchases-calls.ts';
import { actionButton } from '../../ui/action-button.ts';
import './my-subscriptions.css';

const day = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium' });

/**
 * `data-widget="my-subscriptions"` (issue 27): the button 'Abos und Ausgaben' opens 'Meine Abos und
 * Ausgaben' right below it: the contracts with their status ('aktiv', 'gekündigt zum 31.12.2026') and
 * next payment, the purchased PDFs with 'Herunterladen', and the Kündigungsbutton. Logged out, the
 * button opens the login prompt beside it. Plain DOM: a button, a list and links need no UI runtime.
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  kioskRoot(element);
  const h = createElementHelper(meta.name, scope);
  if (!element.querySelector('.kiosk-my-subscriptions__button')) element.innerHTML = MY_SUBSCRIPTIONS_MARKUP;
  const button = element.querySelector<HTMLButtonElement>('.kiosk-my-subscriptions__button');
  if (!button) return;
  const cancelUrl = safeUrl(props.cancelUrl, { source: meta.name, field: 'cancelUrl' });
  const withReturn = (page: string | undefined, field: string) => {
    const checked = page && safeUrl(page, { source: meta.name, field });
    if (!checked) return undefined;
    const url = new URL(checked);
    url.searchParams.set('returnUrl', location.href);
    return url.href;
  };
  let panel: HTMLElement | undefined;
  let loading: AbortController | undefined;

  const close = () => {
    loading?.abort();
    panel?.remove();
    panel = undefined;
    button.setAttribute('aria-expanded', 'false');
  };
  scope.add(close);

  const note = (text: string) => h('p', { class: 'kiosk-my-subscriptions__note' }, text);
  const contractItem = (contract: ListedContract) =>
    h(
      'li',
      { class: 'kiosk-my-subscriptions__item' },
      h('span', { class: 'kiosk-my-subscriptions__name' }, contractLabel(contract)),
      h(
        'span',
        null,
        contract.status == 'cancelled' && contract.endDate
          ? `gekündigt zum ${formatDate(contract.endDate)}`
          : 'aktiv',
      ),
      contract.nextPayment && h('span', null, `Nächste Zahlung: ${formatDate(contract.nextPayment)}`),
    );

  const purchaseItem = (purchase: Purchase) => {
    const failure = h('p', { class: 'kiosk-my-subscriptions__note', role: 'status' });
    const download = h(
      'button',
      {
        type: 'button',
        class: `${actionButton} kiosk-my-subscriptions__download`,
        'aria-label': `Herunterladen: ${purchase.title}`,
        on: {
          click: async () => {
            failure.textContent = '';
            const result = await downloadCall(kiosk, purchase.id);
            const url = result?.ok
              ? safeUrl(result.value, { source: meta.name, field: 'download url' })
              : undefined;
            if (url) return location.assign(url);
            if (result && !result.ok) logError(meta.name, `download link failed (${result.error.message})`);
            failure.textContent = 'Der Download ist gerade nicht möglich. Bitte versuchen Sie es erneut.';
          },
        },
      },
      'Herunterladen',
    );
    return h(
      'li',
      { class: 'kiosk-my-subscriptions__item' },
      h('span', { class: 'kiosk-my-subscriptions__name' }, purchase.title),
      h('span', null, `gekauft am ${day.format(new Date(purchase.purchasedAt))} · ${purchase.pages} Seiten`),
      download,
      failure,
    );
  };

  const open = () => {
    loading = new AbortController();
    const signal = loading.signal;
    const contracts = h('div', null, note('Wird geladen …'));
    const purchases = h('div', null, note('Wird geladen …'));
    panel = h(
      'section',
      { class: 'kiosk-my-subscriptions', 'aria-labelledby': 'kiosk-my-subscriptions-title', tabindex: '-1' },
      h(
        'h2',
        { class: 'kiosk-my-subscriptions__title', id: 'kiosk-my-subscriptions-title' },
        'Meine Abos und Ausgaben',
      ),
      h('h3', { class: 'kiosk-my-subscriptions__heading' }, 'Abos'),
      contracts,
      cancelUrl &&
        h(
          'p',
          null,
          h('a', { class: 'kiosk-my-subscriptions__cancel', href: cancelUrl }, 'Verträge hier kündigen'),
        ),
      h('h3', { class: 'kiosk-my-subscriptions__heading' }, 'Gekaufte PDFs'),
      purchases,
    );
    button.closest('.kiosk-root')?.after(panel);
    button.setAttribute('aria-expanded', 'true');
    panel.focus();
    void contractsCall(kiosk, signal).then((result) => {
      if (signal.aborted) return;
      if (!result.ok) {
        logError(meta.name, `contracts failed (${result.error.message})`);
        return contracts.replaceChildren(note('Ihre Abos können gerade nicht angezeigt werden.'));
      }
      if (result.value.dropped)
        logError(meta.name, `${result.value.dropped} contract(s) that do not fit were left out`);
      const list = result.value.contracts;
      contracts.replaceChildren(
        list.length
          ? h('ul', { class: 'kiosk-my-subscriptions__list' }, ...list.map(contractItem))
          : note('Sie haben kein laufendes Abo.'),
      );
    });
    // Until the training-plans service answers, the contracts still show, with a German note here.
    void purchasesCall(kiosk, signal).then((result) => {
      if (signal.aborted) return;
      if (!result.ok) {
        logError(meta.name, `purchases failed (${result.error.message})`);
        return purchases.replaceChildren(note('Ihre gekauften PDFs können gerade nicht angezeigt werden.'));
      }
      purchases.replaceChildren(
        result.value.length
          ? h('ul', { class: 'kiosk-my-subscriptions__list' }, ...result.value.map(purchaseItem))
          : note('Sie haben noch keine PDFs gekauft.'),
      );
    });
  };

  button.addEventListener(
    'click',
    () => {
      if (panel) return close();
      if (kiosk.session.store.getState().loggedIn) return open();
      void import('../../ui/save-toggle-login.ts').then(({ toggleLogin }) =>
        toggleLogin(
          button,
          button,
          'subscriptions',
          {
            login: withReturn(props.loginUrl ?? '/anmelden/', 'loginUrl'),
            register: withReturn(props.registerUrl, 'registerUrl'),
          },
          scope.signal,
        ),
      );
    },
    { signal: scope.signal },
  );
  // spec 2.4 by analogy: the list is the reader's; a logout closes it.
  scope.add(kiosk.bus.on('session-changed', ({ loggedIn }) => !loggedIn && close()));
  button.disabled = false;
});
