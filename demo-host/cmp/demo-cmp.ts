/**
 * The demo host's consent management platform (issue 24), a classic script a page loads with `?cmp=on`
 * before the Kiosk loader, as a CMP's stub must come first. It is built with the IAB's own packages:
 * `@iabtechlabtcf/cmpapi` installs `window.__tcfapi`, `@iabtechlabtcf/core` encodes each choice as a
 * real TC string against the Global Vendor List fixture (demo-host/api/cmp/vendor-list.json), so Kiosk
 * and the tests see what a reader's browser would. Kiosk never draws a banner itself; this one stands in
 * for the publisher's CMP.
 *
 * The choice is kept in localStorage (`kiosk-demo-cmp`) for the demo only; a real CMP keeps it in its
 * own cookie. "Datenschutz-Einstellungen" in the footer reopens the banner (a change of mind).
 */
import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';
import vendorList from '../api/cmp/vendor-list.json' with { type: 'json' };
import { BANNER_CSS } from './banner-css.ts';

/** Made up for the demo: real CMP ids come from IAB Europe's registration. */
const DEMO_CMP_ID = 999;
const STORAGE_KEY = 'kiosk-demo-cmp';

const PURPOSE_NAMES: Record<number, string> = {
  1: 'Informationen auf einem Gerät speichern und/oder abrufen',
  2: 'Begrenzte Daten zur Auswahl der Werbung verwenden',
  3: 'Profile für personalisierte Werbung erstellen',
  4: 'Profile zur Auswahl personalisierter Werbung verwenden',
  5: 'Profile zur Personalisierung von Inhalten erstellen',
  6: 'Profile zur Auswahl personalisierter Inhalte verwenden',
  7: 'Werbeleistung messen',
  8: 'Die Leistung von Inhalten messen',
  9: 'Zielgruppen durch Statistiken oder Kombinationen von Daten verstehen',
  10: 'Dienste entwickeln und verbessern',
  11: 'Begrenzte Daten zur Auswahl der Inhalte verwenden',
};
const PURPOSES = Object.keys(PURPOSE_NAMES).map(Number);
const VENDORS = Object.values(vendorList.vendors).map(({ id, name }) => ({ id, name }));

const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
const cmp = new CmpApi(DEMO_CMP_ID, 1, false);

const read = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

/** Encodes and publishes a choice (eventStatus 'useractioncomplete') and keeps it. */
function choose(purposes: number[], vendors: number[]) {
  const model = new TCModel(new GVL(vendorList));
  model.cmpId = DEMO_CMP_ID;
  model.cmpVersion = 1;
  model.consentLanguage = 'DE';
  model.publisherCountryCode = 'DE';
  model.purposeConsents.set(purposes);
  model.vendorConsents.set(vendors);
  const tcString = TCString.encode(model);
  try {
    localStorage.setItem(STORAGE_KEY, tcString);
  } catch {
    // Without storage the choice lasts for this page.
  }
  cmp.update(tcString, false);
  closeBanner();
}

let dialog: HTMLDialogElement | undefined;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function checkbox(name: string, value: number, label: string, checked: boolean) {
  const input = element('input', { type: 'checkbox', name, value: String(value), checked });
  return element('label', { className: 'demo-cmp__option' }, input, ` ${label}`);
}

function settingsForm(current: TCModel | undefined) {
  const form = element('form', { className: 'demo-cmp__settings', hidden: true });
  form.append(
    element(
      'fieldset',
      {},
      element('legend', {}, 'Zwecke'),
      ...PURPOSES.map((id) =>
        checkbox('purpose', id, PURPOSE_NAMES[id] ?? '', current?.purposeConsents.has(id) ?? false),
      ),
    ),
    element(
      'fieldset',
      {},
      element('legend', {}, 'Anbieter'),
      ...VENDORS.map(({ id, name }) =>
        checkbox('vendor', id, name, current?.vendorConsents.has(id) ?? false),
      ),
    ),
    element('button', { type: 'submit', className: 'demo-cmp__button' }, 'Auswahl speichern'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const picked = (name: string) =>
      [...form.querySelectorAll<HTMLInputElement>(`input[name=${name}]:checked`)].map((input) =>
        Number(input.value),
      );
    choose(picked('purpose'), picked('vendor'));
  });
  return form;
}

/** Shows the banner; the stored choice, if any, stays in force until the reader picks another. */
function openBanner() {
  const stored = read();
  cmp.update(stored ?? '', true);
  closeBanner();
  const current = stored ? TCString.decode(stored) : undefined;
  const settings = settingsForm(current);
  const button = (label: string, onClick: () => void) => {
    const node = element('button', { type: 'button', className: 'demo-cmp__button' }, label);
    node.addEventListener('click', onClick);
    return node;
  };
  const settingsButton = button('Einstellungen', () => {
    settings.hidden = !settings.hidden;
    settingsButton.setAttribute('aria-expanded', String(!settings.hidden));
  });
  settingsButton.setAttribute('aria-expanded', 'false');
  dialog = element(
    'dialog',
    { className: 'demo-cmp' },
    element('h2', { id: 'demo-cmp-title' }, 'Ihre Privatsphäre'),
    element(
      'p',
      { id: 'demo-cmp-text' },
      'Wir und unsere Partner speichern Informationen auf Ihrem Gerät und verarbeiten Daten, um Inhalte ' +
        'zu messen und Werbung zu zeigen. Sie können zustimmen oder ohne Werbetracking mit Pur lesen. ' +
        'Ihre Wahl können Sie jederzeit unter „Datenschutz-Einstellungen“ ändern.',
    ),
    element(
      'div',
      { className: 'demo-cmp__actions' },
      button('Akzeptieren', () =>
        choose(
          PURPOSES,
          VENDORS.map(({ id }) => id),
        ),
      ),
      button('Ablehnen und Pur abonnieren', () => choose([], [])),
      settingsButton,
    ),
    settings,
  );
  dialog.setAttribute('aria-labelledby', 'demo-cmp-title');
  dialog.setAttribute('aria-describedby', 'demo-cmp-text');
  // The reader must choose: Escape does not dismiss the banner without a choice.
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  document.body.append(dialog);
  dialog.showModal();
}

function closeBanner() {
  dialog?.close();
  dialog?.remove();
  dialog = undefined;
}

function start() {
  document.head.append(element('style', { nonce, textContent: BANNER_CSS }));
  const footer = document.querySelector('footer');
  const reopen = element(
    'button',
    { type: 'button', className: 'demo-cmp__reopen' },
    'Datenschutz-Einstellungen',
  );
  reopen.addEventListener('click', openBanner);
  footer?.append(' · ', reopen);
  if (!read()) openBanner();
}

const stored = read();
// A stored choice is published at once ('tcloaded'), before Kiosk starts; otherwise the banner is up.
cmp.update(stored ?? '', !stored);
if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
