import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme } from './screenshots.ts';
import { freshEmail } from './support/form-page.ts';

/** issue 27 (§ 312k BGB): the footer's 'Verträge hier kündigen' and the confirmation page. */
const FAILED =
  'Ihre Kündigung konnte gerade nicht übermittelt werden. Ihre Angaben sind gespeichert – bitte versuchen Sie es erneut.';
const RECEIVED = /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/;
const WIDTHS = [320, 375, 1280] as const;

const widget = (page: Page) => page.locator('[data-widget="cancel-subscription"]');

/** The page is the form: the widget takes the server form over at once. */
async function interactive(page: Page) {
  await expect(widget(page).locator('form[novalidate]')).toBeVisible();
  return widget(page);
}

async function fillLoggedOut(page: Page, email: string) {
  const form = await interactive(page);
  await form.getByLabel('Name', { exact: true }).fill('Lea Leserin');
  await form.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await form.getByLabel('Welchen Vertrag möchten Sie kündigen?').fill('Motorrad Kiosk pur');
  return form;
}

const receiptsOf = async (page: Page, email: string) =>
  (
    (await (
      await page.request.get(`/api/subscriptions/demo-cancellations?email=${encodeURIComponent(email)}`)
    ).json()) as {
      cancellations: { receiptId: string; receivedAt: string; endDate: string }[];
    }
  ).cancellations;

test('footer link → one page → “jetzt kündigen” logged out; double click is one; file and mail at once', async ({
  page,
}) => {
  const email = freshEmail('kuendigung');
  await page.goto('/motorrad/?project=mo');
  const link = page.locator('footer').getByRole('link', { name: 'Verträge hier kündigen' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/vertraege-kuendigen\/\?project=mo$/);
  const form = await fillLoggedOut(page, email);
  // One page: every field and the button, nothing in between (no login, survey or offer).
  await expect(form.getByRole('group', { name: 'Art der Kündigung' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'Zu wann möchten Sie kündigen?' })).toBeVisible();
  await expect(form.getByRole('radio', { name: 'zum nächstmöglichen Zeitpunkt' })).toBeChecked();
  expect(await form.getByRole('button').allTextContents()).toEqual(['jetzt kündigen']);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/subscriptions/cancellations')) posts.push(request.url());
  });
  // A double click as two clicks in one task, so the second always meets the first one's request on
  // its way. With the mouse's dblclick the second press could come after the receipt had replaced the
  // button (on two busy cores), landing on its text and moving focus there, as any click does.
  await form.getByRole('button', { name: 'jetzt kündigen' }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  const heading = form.getByRole('heading', { name: 'Ihre Kündigung ist eingegangen' });
  await expect(heading).toBeFocused();
  const [receipt, ...more] = await receiptsOf(page, email);
  expect(more).toEqual([]);
  expect(posts).toHaveLength(1);
  await expect(form.getByText(receipt!.receiptId)).toBeVisible();
  await expect(form.getByText(RECEIVED)).toBeVisible();
  const end = `${receipt!.endDate.slice(8, 10)}.${receipt!.endDate.slice(5, 7)}.${receipt!.endDate.slice(0, 4)}`;
  await expect(
    form.getByText(`Ihr Vertrag endet zum nächstmöglichen Zeitpunkt, das ist der ${end}.`),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Kündigung speichern' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`kuendigung-${receipt!.receiptId}.txt`);
  const saved = readFileSync((await file.path())!, 'utf8');
  expect(saved).toContain(`Eingangsnummer: ${receipt!.receiptId}`);
  expect(saved).toContain(`das ist der ${end}.`);
  await expect(form.getByRole('button', { name: 'Kündigung speichern' })).toBeFocused();

  await page.goto(`/postfach/?an=${encodeURIComponent(email)}`);
  const mail = page.locator('.mail');
  await expect(mail).toHaveCount(1);
  await expect(mail.getByRole('heading')).toHaveText(
    `Ihre Kündigung ist eingegangen (${receipt!.receiptId})`,
  );
  await expect(mail).toContainText(/Eingegangen am: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
  await expect(mail).toContainText(`Ihr Vertrag endet zum nächstmöglichen Zeitpunkt, das ist der ${end}.`);
});

test('logged in: “Ihre Verträge” with the running contract picked, name and address filled in', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'ape_token', value: 'demo-ben-plus', url: baseURL! }]);
  await page.goto('/vertraege-kuendigen/');
  const form = await interactive(page);
  const contracts = form.getByRole('group', { name: 'Ihre Verträge' });
  await expect(contracts.getByRole('radio', { name: /Vertrag AMS-PLUS-100234/ })).toBeChecked();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Ben Wagner');
  await expect(form.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue('ben@example.de');
  await form.getByRole('button', { name: 'jetzt kündigen' }).click();
  await expect(form.getByRole('heading', { name: 'Ihre Kündigung ist eingegangen' })).toBeFocused();
  await expect(form.getByText('Auto Motor Kiosk plus, jährlich (Vertrag AMS-PLUS-100234)')).toBeVisible();
  await expect(
    form.getByText(/^Ihr Vertrag endet zum nächstmöglichen Zeitpunkt, das ist der \d{2}\.\d{2}\.\d{4}\.$/),
  ).toBeVisible();
});

test('server down: the issue’s text and the text-form addresses, inputs kept over a reload; the retry cancels once', async ({
  page,
}) => {
  const email = freshEmail('ausfall');
  await page.route('**/api/subscriptions/cancellations**', (route) =>
    route.fulfill({ status: 503, body: 'down' }),
  );
  await page.goto('/vertraege-kuendigen/');
  const form = await fillLoggedOut(page, email);
  await form.getByRole('radio', { name: 'außerordentlich' }).check();
  await form.getByLabel('Kündigungsgrund').fill('Umzug ins Ausland');
  const submit = form.getByRole('button', { name: 'jetzt kündigen' });
  await submit.click();
  await expect(form.getByText(FAILED)).toBeVisible();
  await expect(form.getByText('kuendigung@kiosk-demo.de')).toBeVisible();
  await expect(
    form.getByText('Kiosk Demo Verlag GmbH, Leserservice, Postfach 10 20 30, 70049 Stuttgart'),
  ).toBeVisible();
  await expect(submit).toBeFocused();
  await page.reload();
  await interactive(page);
  await expect(form.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue(email);
  await expect(form.getByRole('radio', { name: 'außerordentlich' })).toBeChecked();
  await expect(form.getByLabel('Kündigungsgrund')).toHaveValue('Umzug ins Ausland');
  await page.unroute('**/api/subscriptions/cancellations**');
  await form.getByRole('button', { name: 'jetzt kündigen' }).click();
  await expect(form.getByRole('heading', { name: 'Ihre Kündigung ist eingegangen' })).toBeVisible();
  await expect(form.getByText('Umzug ins Ausland')).toBeVisible();
  expect(await receiptsOf(page, email)).toHaveLength(1);
});

test('without script the server form cancels and answers with the receipt page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = freshEmail('ohne-skript');
  await page.goto('/vertraege-kuendigen/');
  const form = widget(page);
  await form.getByLabel('Name', { exact: true }).fill('Ohne Skript');
  await form.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await form.getByLabel('Welchen Vertrag möchten Sie kündigen?').fill('Auto Motor Kiosk plus');
  await form.getByRole('button', { name: 'jetzt kündigen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Kündigung ist eingegangen');
  await expect(page.getByText(RECEIVED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kündigung speichern' })).toBeVisible();
  expect(await receiptsOf(page, email)).toHaveLength(1);
  await context.close();
});

test('keyboard only, axe in both themes with errors and receipt', async ({ page }) => {
  // A long walk (every field by keyboard, six axe checks): under npm test's load it neared 30 s.
  test.slow();
  await page.goto('/vertraege-kuendigen/?project=pr');
  const form = await interactive(page);
  // From the first radio button to the button, by keyboard alone: Tab past every field.
  await form.getByRole('radio', { name: 'ordentlich', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: 'außerordentlich' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Kündigungsgrund')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowUp');
  await expect(form.getByRole('radio', { name: 'ordentlich', exact: true })).toBeChecked();
  const submit = form.getByRole('button', { name: 'jetzt kündigen' });
  await submit.focus();
  await page.keyboard.press('Enter');
  const summary = form.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Eingaben' });
  await expect(summary).toBeFocused();
  for (const theme of THEMES) {
    await useTheme(page, theme);
    expect(await seriousViolations(page, '[data-widget="cancel-subscription"]'), theme).toEqual([]);
    expect(await seriousViolations(page, 'footer'), theme).toEqual([]);
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type('Tina Tastatur');
  await page.keyboard.press('Tab');
  await page.keyboard.type(freshEmail('tastatur'));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Welchen Vertrag möchten Sie kündigen?')).toBeFocused();
  await page.keyboard.type('Camping Kiosk plus');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('heading', { name: 'Ihre Kündigung ist eingegangen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Kündigung speichern' })).toBeFocused();
  for (const theme of THEMES) {
    await useTheme(page, theme);
    expect(await seriousViolations(page, '[data-widget="cancel-subscription"]'), theme).toEqual([]);
  }
});

/** How each screenshot cell reaches its state: the form as it loads, after an empty send, sent. */
const STATES = {
  empty: async () => {},
  error: async (form: Locator) => {
    await form.getByRole('button', { name: 'jetzt kündigen' }).click();
    await expect(form.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Eingaben' })).toBeFocused();
  },
  receipt: async (form: Locator, page: Page) => {
    await fillLoggedOut(page, freshEmail('bildschirm'));
    await form.getByRole('button', { name: 'jetzt kündigen' }).click();
    await expect(form.getByRole('heading', { name: 'Ihre Kündigung ist eingegangen' })).toBeFocused();
  },
} satisfies Record<string, (form: Locator, page: Page) => Promise<void>>;

for (const [state, project] of [
  ['empty', 'pr'],
  ['error', 'pr'],
  ['receipt', 'pr'],
  ['empty', 'ams'],
] as const)
  test(`screenshots at 320, 375 and 1280 px in both themes, no sideways scroll: ${state}, ${project}`, async ({
    page,
  }) => {
    await page.goto(`/vertraege-kuendigen/?project=${project}`);
    await STATES[state](await interactive(page), page);
    for (const theme of THEMES) {
      await useTheme(page, theme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({
          path: `e2e/screenshots/cancel-subscription-${state}-${project}-${width}-${theme}.png`,
          fullPage: true,
        });
      }
    }
  });
