import { expect, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../demo-host/api/community/seed.ts';
import { RELOAD_FAILED } from '../../widgets/element-reload/messages.ts';
import type { FaultRow } from './support/fault-row.ts';
import { BROWSER_FAULT_KINDS } from './support/route-fault.ts';

/**
 * The element reload's rows of the fault table (issue 25): where the reader submitted (the poll on
 * /elemente/: the message beside the form, their input kept) and where nobody did (the 'Mein Konto'
 * box on a login or logout: it stays as it was, nothing shown).
 */

const [anna] = DEMO_USERS;
const ELEMENT_CALL = '**/api/irelements/element**';
const poll = (page: Page) => page.locator('.elemente-umfrage');
const account = (page: Page) => page.locator('.elemente-konto');
const origin = (page: Page) => new URL(page.url()).origin;
const isLoggedIn = async (page: Page) =>
  (await page.locator('html').getAttribute('data-kiosk-logged-in')) == 'true';

async function openElements(page: Page) {
  await page.goto('/elemente/');
  await expect(poll(page)).toHaveAttribute('data-kiosk', 'mounted');
  await expect(account(page)).toHaveAttribute('data-kiosk', 'mounted');
}

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'element reload by the reader (poll submitted)',
    routes: 'POST /api/irelements/element (form data)',
    backend: ELEMENT_CALL,
    hangEnds: 'clock',
    async setUp({ page }) {
      await openElements(page);
    },
    async act({ page }) {
      // After a counted vote the form is gone: the next vote is a new page view.
      if (!(await poll(page).locator('form').isVisible())) await openElements(page);
      await poll(page).getByLabel('Selten oder nie').check();
      await poll(page)
        .getByLabel(/^Kommentar/)
        .fill('Ich fahre Rad.');
      await poll(page).getByRole('button', { name: 'Abstimmen' }).click();
    },
    async failed({ page }) {
      await expect(poll(page).getByRole('alert')).toHaveText(RELOAD_FAILED);
      await expect(poll(page).getByLabel(/^Kommentar/)).toHaveValue('Ich fahre Rad.');
      await expect(poll(page).getByLabel('Selten oder nie')).toBeChecked();
      await expect(poll(page)).not.toHaveAttribute('aria-busy', 'true');
      await expect(page.locator('body')).not.toBeFocused();
    },
    async succeeded({ page }) {
      await expect(poll(page)).toContainText('Danke für Ihre Stimme!');
      await expect(poll(page).getByRole('alert')).toHaveCount(0);
      await expect(poll(page).getByRole('heading', { name: 'Umfrage' })).toBeFocused();
    },
  },
  {
    action: 'element reload, automatic (Mein Konto on login and logout)',
    routes: 'POST /api/irelements/element (JSON)',
    backend: ELEMENT_CALL,
    // All three here: the slow cell's box is rendered for the login cookie, which the unit table's
    // in-process fetch cannot send (tests/widgets/element-reload/element-reload.faults.test.ts).
    faults: BROWSER_FAULT_KINDS,
    hangEnds: 'clock',
    async setUp({ page }) {
      await openElements(page);
    },
    async act({ page }) {
      const loggedIn = await isLoggedIn(page);
      await page.evaluate(
        (command) => (window as unknown as { kiosk: { push(command: unknown[]): void } }).kiosk.push(command),
        loggedIn ? ['session.logout'] : ['session.login', anna.token],
      );
      await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', String(!loggedIn));
    },
    async failed({ page }) {
      // Nothing shown: the CMS's box as it was (its own relative login link), no message, not busy.
      await expect(account(page)).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
      await expect(account(page)).toContainText('Sie sind nicht angemeldet.');
      await expect(account(page).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
        'href',
        '/anmelden/?returnUrl=%2Felemente%2F',
      );
      await expect(account(page).getByRole('alert')).toHaveCount(0);
    },
    async succeeded({ page }) {
      if (await isLoggedIn(page)) await expect(account(page)).toContainText(`Angemeldet als ${anna.name}`);
      // Logged out again: the server's fragment, with its own absolute link.
      else
        await expect(account(page).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
          'href',
          `${origin(page)}/anmelden/`,
        );
    },
  },
];
