import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../../features/cart/cart-types.ts';
import { useCartState } from '../../../features/cart/cart-provider.tsx';
import { CartLineItem } from '../../../widgets/cart/cart-line.tsx';
import { SEED_VARIANT_IDS } from '../../../demo-host/api/storefront/seed.ts';
import { cartFixture, cartLine } from '../../support/cart-fixture.ts';
import { renderWithCart, type RenderCartOptions } from '../render-with-cart.tsx';
import { settle } from '../../support/settle.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The first line as the drawer shows it: read from the store, so it follows the server's answers. */
function FirstLine() {
  const line = useCartState((state) => state.cart?.lines.nodes[0]);
  return <ul>{line && <CartLineItem line={line} />}</ul>;
}

const renderLine = (line: CartLine, rest: RenderCartOptions = {}) =>
  renderWithCart(<FirstLine />, { cart: cartFixture({ lines: [line] }), ...rest });

const item = () => screen.getByRole('listitem');
// The label names the product for screen readers ('Menge: Auto Motor Kiosk Jahrbuch 2026').
const quantitySelect = () => screen.getByLabelText<HTMLSelectElement>(/^Menge: \S/);
const optionValues = () => [...quantitySelect().options].map((option) => Number(option.value));

describe('CartLineItem (spec 2.8)', () => {
  describe('image', () => {
    it('is merchandise.image.url, with merchandise.image.altText as alt text', async () => {
      await renderLine(
        cartLine({
          imageUrl: 'https://cdn.shopify.com/jahrbuch.jpg',
          altText: 'Titelseite des Jahrbuchs 2026',
        }),
      );
      const image = within(item()).getByRole<HTMLImageElement>('img');
      expect(image.getAttribute('src')).toBe('https://cdn.shopify.com/jahrbuch.jpg');
      expect(image.getAttribute('alt')).toBe('Titelseite des Jahrbuchs 2026');
    });

    it('is the overwrite_product_image_url attribute when the line has one', async () => {
      await renderLine(
        cartLine({
          imageUrl: 'https://cdn.shopify.com/jahrbuch.jpg',
          altText: 'Titelseite',
          attributes: [
            { key: 'gravur', value: 'Für Anna' },
            { key: 'overwrite_product_image_url', value: 'https://img.example.de/personalisiert.jpg' },
          ],
        }),
      );
      const image = item().querySelector('img')!;
      expect(image.getAttribute('src')).toBe('https://img.example.de/personalisiert.jpg');
      expect(image.getAttribute('alt')).toBe('Titelseite');
    });

    it('has an empty alt text when the shop gave none', async () => {
      await renderLine(cartLine({ altText: null }));
      expect(item().querySelector('img')!.getAttribute('alt')).toBe('');
    });

    it('is left out when there is neither', async () => {
      await renderLine(cartLine({ imageUrl: null }));
      expect(item().querySelector('img')).toBeNull();
    });
  });

  it('shows the product title', async () => {
    await renderLine(cartLine({ productTitle: 'Motorrad Kiosk Jahrbuch 2026' }));
    expect(within(item()).getByText('Motorrad Kiosk Jahrbuch 2026')).toBeTruthy();
  });

  describe('price', () => {
    it('discounted: the subtotal struck through, then subtotal minus discount, then the codes', async () => {
      await renderLine(cartLine({ price: '14.90', discount: { code: 'AMS10', amount: '1.49' } }));
      const price = item().querySelector('.kiosk-cart-line__price')!;
      const struck = price.querySelector('s')!;
      expect(struck.textContent).toContain('14,90 €');
      expect(price.querySelector('strong')!.textContent).toBe('13,41 €');
      expect(within(price as HTMLElement).getByText('AMS10 (-1,49 €)', { exact: false })).toBeTruthy();
      expect(price.textContent?.replace(/\s+/g, ' ').trim()).toBe('statt 14,90 € 13,41 € AMS10 (-1,49 €)');
    });

    it('discounted over several units: the subtotal is the line total before the discount', async () => {
      await renderLine(
        cartLine({ price: '12.90', quantity: 3, discount: { code: 'SOMMER', amount: '3.87' } }),
      );
      const price = item().querySelector('.kiosk-cart-line__price')!;
      expect(price.querySelector('s')!.textContent).toContain('38,70 €');
      expect(price.querySelector('strong')!.textContent).toBe('34,83 €');
      expect(price.textContent).toContain('SOMMER (-3,87 €)');
    });

    it('undiscounted: cost.totalAmount with its currency', async () => {
      const line = cartLine({ price: '14.90', quantity: 2 });
      // totalAmount differs from subtotalAmount here, so the test tells which one is shown.
      line.cost.totalAmount = { amount: '27.50', currencyCode: 'EUR' };
      await renderLine(line);
      const price = item().querySelector('.kiosk-cart-line__price')!;
      expect(price.textContent).toBe('27,50 €');
      expect(price.querySelector('s')).toBeNull();
    });

    it('an allocation of 0 is no discount', async () => {
      await renderLine(cartLine({ price: '9.90', discount: { code: 'NULL', amount: '0.00' } }));
      const price = item().querySelector('.kiosk-cart-line__price')!;
      expect(price.textContent).toBe('9,90 €');
      expect(price.querySelector('s')).toBeNull();
    });
  });

  describe('variant title', () => {
    it.each([
      ['größe s / m', 'Größe s / m'],
      ['Rot', 'Rot'],
      ['a4 quer', 'A4 quer'],
    ])('%s is shown capitalised as %s', async (title, shown) => {
      await renderLine(cartLine({ variantTitle: title }));
      expect(item().querySelector('.kiosk-cart-line__variant')?.textContent).toBe(shown);
    });

    it.each(['Default Title', 'default title', 'DEFAULT TITLE', 'Default title'])(
      "'%s' is hidden",
      async (title) => {
        await renderLine(cartLine({ variantTitle: title }));
        expect(item().querySelector('.kiosk-cart-line__variant')).toBeNull();
        expect(item().textContent?.toLowerCase()).not.toContain('default title');
      },
    );
  });

  describe('quantity select (spec 9.4, 4.10)', () => {
    it.each([
      [1, [0, 1, 2, 3, 4, 5, 6, 7]],
      [5, [0, 2, 3, 4, 5, 6, 7, 8]],
      [12, [0, 9, 10, 11, 12, 13, 14, 15]],
    ])('at %i offers the 8 options %j, the current one selected', async (quantity, options) => {
      await renderLine(cartLine({ quantity }));
      expect(optionValues()).toEqual(options);
      expect(quantitySelect().value).toBe(String(quantity));
    });

    it('choosing a value goes through the store: shown at once, sent once after the pause, newest wins', async () => {
      const { controller, mutations, state } = await renderWithCart(<FirstLine />, {
        lines: [{ merchandiseId: SEED_VARIANT_IDS.inStock, quantity: 2 }],
        quantityDelayMs: 250,
      });
      const line = state().cart!.lines.nodes[0]!;
      const CART_ID = state().cart!.id;
      const setQuantity = vi.spyOn(controller, 'setQuantity');
      vi.useFakeTimers();
      fireEvent.change(quantitySelect(), { target: { value: '3' } });
      fireEvent.change(quantitySelect(), { target: { value: '4' } });
      expect(setQuantity.mock.calls).toEqual([
        [line.id, 3],
        [line.id, 4],
      ]);
      expect(quantitySelect().value).toBe('4');
      expect(optionValues()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      await act(() => vi.advanceTimersByTimeAsync(249));
      expect(mutations()).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(mutations()).toHaveLength(1);
      expect(mutations()[0]).toMatchObject({
        operation: 'cartLinesUpdate',
        variables: {
          cartId: CART_ID,
          lines: [{ id: line.id, quantity: 4, merchandiseId: line.merchandise.id, attributes: [] }],
        },
      });
    });

    it('gives way to a spinner while the line updates, and focus returns to it afterwards', async () => {
      const { state, backend } = await renderWithCart(<FirstLine />, {
        lines: [{ merchandiseId: SEED_VARIANT_IDS.inStock, quantity: 2 }],
      });
      const answer = backend.hold();
      const lineId = state().cart!.lines.nodes[0]!.id;
      quantitySelect().focus();
      fireEvent.change(quantitySelect(), { target: { value: '5' } });
      const spinner = await screen.findByRole('status');
      expect(spinner.textContent).toBe('Menge wird aktualisiert …');
      expect(item().querySelector('select')).toBeNull();
      expect(state().updating[lineId]).toBe(true);

      await act(() => answer.release());
      expect(screen.queryByRole('status')).toBeNull();
      expect(quantitySelect().value).toBe('5');
      expect(document.activeElement).toBe(quantitySelect());
    });

    it('does nothing for a cart that was never fetched (spec 5.5: no cart id)', async () => {
      const line = cartLine({ quantity: 2 });
      const { controller, mutations } = await renderWithCart(
        <ul>
          <CartLineItem line={line} />
        </ul>,
      );
      fireEvent.change(quantitySelect(), { target: { value: '3' } });
      await settle(30);
      expect(mutations()).toEqual([]);
      expect(controller.store.getState().chosen).toEqual({});
    });
  });

  describe('messages', () => {
    it("shows 'Nur noch N verfügbar' under the line when the server keeps fewer (spec 5.5)", async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      // 3 in stock, at 12,90 €: the emulator keeps 3 and warns MERCHANDISE_NOT_ENOUGH_STOCK.
      const { controller } = await renderWithCart(<FirstLine />, {
        lines: [{ merchandiseId: SEED_VARIANT_IDS.lowStock, quantity: 2 }],
      });
      fireEvent.change(quantitySelect(), { target: { value: '7' } });
      const message = await screen.findByText('Nur noch 3 verfügbar');
      expect(message.className).toContain('kiosk-cart__error');
      expect(item().contains(message)).toBe(true);
      expect(screen.queryByText(/availability/)).toBeNull();
      expect(controller.store.getState().cart?.lines.nodes[0]?.quantity).toBe(3);
    });

    it('shows every message the store holds for the line, and none of other lines', async () => {
      const line = cartLine({ n: 1 });
      const { controller } = await renderLine(line);
      act(() =>
        controller.store.setState({
          lineMessages: {
            [line.id]: ['Die Höchstmenge für diesen Artikel ist erreicht.', 'Nur noch 1 verfügbar'],
            'gid://shopify/CartLine/other': ['Diesen Artikel gibt es nur im Abo.'],
          },
        }),
      );
      const messages = item().querySelector('.kiosk-cart-line__messages')!;
      expect([...messages.children].map((child) => child.textContent)).toEqual([
        'Die Höchstmenge für diesen Artikel ist erreicht.',
        'Nur noch 1 verfügbar',
      ]);
      expect(screen.queryByText('Diesen Artikel gibt es nur im Abo.')).toBeNull();
    });
  });
});
