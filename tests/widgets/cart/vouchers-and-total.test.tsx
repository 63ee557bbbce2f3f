import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withPreset } from '../../../features/cart/cart-options.ts';
import { CartDrawer } from '../../../widgets/cart/cart-drawer.tsx';
import { SEED_VARIANT_IDS } from '../../../demo-host/api/storefront/seed.ts';
import { renderWithCart } from '../render-with-cart.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The partner page's trial (issue 17): the mug (12,50 €) and the cap (24,95 €). */
const mugAndCap = [
  { merchandiseId: SEED_VARIANT_IDS.mug, quantity: 1 },
  { merchandiseId: SEED_VARIANT_IDS.sized, quantity: 1 },
];

const drawer = () =>
  renderWithCart(<CartDrawer />, { lines: mugAndCap, open: true, options: withPreset('widget', {}) });

async function applyCode(code: string) {
  fireEvent.change(screen.getByPlaceholderText('Gutscheincode'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Gutschein berechnen' }));
}

const totalRow = () => document.querySelector('.kiosk-cart__total')!;

describe('issue 17: what a newcomer found in the drawer', () => {
  it('defect 1: with KIOSK-DEMO the total is what the checkout charges, below the subtotal and the discount', async () => {
    const { state } = await drawer();
    expect(totalRow().textContent).toContain('37,45 €');
    await applyCode('KIOSK-DEMO');
    await waitFor(() => expect(totalRow().textContent).toContain('31,83 €'));
    // The storefront's own figure for what the checkout charges before shipping.
    expect(state().cart?.cost.totalAmount.amount).toMatch(/^31\.83?$/);
    const costs = within(document.querySelector<HTMLElement>('.kiosk-cart__costs')!);
    expect(costs.getByText('Zwischensumme').nextElementSibling?.textContent).toBe('37,45 €');
    expect(costs.getByText('Gutschein').nextElementSibling?.textContent).toBe('-5,62 €');
    expect(within(totalRow() as HTMLElement).getByText('Gesamtsumme inkl. gesetzlicher Mwst.')).toBeTruthy();
  });

  it('defect 7: one spelling of codes and amounts in the line and the code row', async () => {
    await drawer();
    await applyCode('kiosk-demo');
    const row = await screen.findByRole('list', { name: 'Gutscheine' });
    await waitFor(() => expect(row.textContent).toContain('KIOSK-DEMO-5,62 €'));
    const lineCodes = [...document.querySelectorAll('.kiosk-cart-line__codes')].map(
      (node) => node.textContent,
    );
    expect(lineCodes.length).toBe(2);
    for (const text of lineCodes) expect(text).toMatch(/^ KIOSK-DEMO \(-\d+,\d\d €\)$/);
    expect(document.body.textContent).not.toContain('kiosk-demo');
    expect(document.body.textContent).not.toContain('−');
  });

  it('defect 7: an unknown code says why once, in its row, and no second error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await drawer();
    await applyCode('GIBTSNICHT');
    const reason = await screen.findByText(
      'Diesen Gutscheincode gibt es nicht. Bitte prüfen Sie die Schreibweise.',
    );
    expect(reason.closest('li')?.className).toContain('kiosk-cart__discount--invalid');
    expect(screen.queryByText('Ungültig')).toBeNull();
    expect(document.querySelector('.kiosk-cart__voucher-messages')?.textContent).toBe('');
  });

  it('issue 23 (5): an unknown code says why once, also after another code is removed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await drawer();
    await applyCode('AMS10');
    await screen.findByText('AMS10');
    await applyCode('QUATSCH');
    await screen.findByText('QUATSCH');
    fireEvent.click(screen.getByRole('button', { name: 'Gutschein AMS10 entfernen' }));
    await waitFor(() => expect(screen.queryByText('AMS10')).toBeNull());
    expect(
      screen.getAllByText('Diesen Gutscheincode gibt es nicht. Bitte prüfen Sie die Schreibweise.'),
    ).toHaveLength(1);
    expect(document.querySelector('.kiosk-cart__voucher-messages')?.textContent).toBe('');
  });

  it("issue 23 (6): after emptying the cart, a valid KIOSK-DEMO is not called 'Ungültig'", async () => {
    const { controller, state } = await drawer();
    await applyCode('KIOSK-DEMO');
    await waitFor(() => expect(totalRow().textContent).toContain('31,83 €'));
    for (const line of state().cart?.lines.nodes ?? []) controller.setQuantity(line.id, 0);
    await waitFor(() => expect(state().cart?.lines.nodes).toHaveLength(0), { timeout: 3000 });
    const row = await screen.findByText('KIOSK-DEMO');
    expect(row.closest('li')?.textContent).toContain('Gilt, sobald Ihr Warenkorb Artikel enthält');
    expect(screen.queryByText('Ungültig')).toBeNull();
  });

  it('issue 23 (6): an empty cart, never filled or emptied, is one state: no total, no voucher field, no checkout, no login', async () => {
    const purchaseParts = () => ({
      empty: screen.queryByText('Ihr Warenkorb ist leer.') !== null,
      total: document.querySelector('.kiosk-cart__total, .kiosk-cart__costs')?.textContent,
      voucher: screen.queryByPlaceholderText('Gutscheincode') !== null,
      checkout: screen.queryByRole('link', { name: /^Zur Kasse/ }) !== null,
      login: screen.queryByText('ODER ANMELDEN') !== null,
      shipping: screen.queryByText('Versandkosten werden an der Kasse berechnet') !== null,
    });
    const nothingToBuy = {
      empty: true,
      total: undefined,
      voucher: false,
      checkout: false,
      login: false,
      shipping: false,
    };
    const options = withPreset('widget', { onLogin: () => undefined, showShippingHint: true });
    const never = await renderWithCart(<CartDrawer />, { open: true, options });
    expect(purchaseParts()).toEqual(nothingToBuy);
    never.unmount();
    cleanup();

    const { controller, state } = await renderWithCart(<CartDrawer />, {
      lines: mugAndCap,
      open: true,
      options,
    });
    expect(purchaseParts()).toMatchObject({ empty: false, voucher: true, checkout: true, login: true });
    await applyCode('KIOSK-DEMO');
    await waitFor(() => expect(totalRow().textContent).toContain('31,83 €'));
    for (const line of state().cart?.lines.nodes ?? []) controller.setQuantity(line.id, 0);
    await waitFor(() => expect(state().cart?.lines.nodes).toHaveLength(0), { timeout: 3000 });
    await screen.findByText('Ihr Warenkorb ist leer.');
    expect(purchaseParts()).toEqual(nothingToBuy);
    // The code stays, removable, and waits for the next article.
    expect(screen.getByRole('button', { name: 'Gutschein KIOSK-DEMO entfernen' })).toBeTruthy();
  });

  it('defect 7: a code that cannot be combined gives the real reason, not "nicht eingelöst werden"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await drawer();
    await applyCode('AMS10');
    await screen.findByText('AMS10');
    await applyCode('KIOSK-DEMO');
    await screen.findByText('Dieser Gutscheincode lässt sich nicht mit Ihrem Gutschein AMS10 kombinieren.');
    expect(document.body.textContent).not.toContain('nicht eingelöst werden');
  });

  it('defect 6: removing a voucher by keyboard leaves focus on the voucher input, not on <body>', async () => {
    await drawer();
    await applyCode('KIOSK-DEMO');
    const remove = await screen.findByRole('button', { name: 'Gutschein KIOSK-DEMO entfernen' });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Gutscheine' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByPlaceholderText('Gutscheincode')));
  });

  it('defect 6: with two codes, focus moves to the next remove button', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await drawer();
    await applyCode('AMS10');
    await screen.findByText('AMS10');
    await applyCode('GIBTSNICHT');
    await screen.findByText('GIBTSNICHT');
    const remove = screen.getByRole('button', { name: 'Gutschein AMS10 entfernen' });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Gutschein GIBTSNICHT entfernen' }),
      ),
    );
  });
});
