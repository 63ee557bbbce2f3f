import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_VARIANT_IDS } from '../../../demo-host/api/storefront/seed.ts';
import { AddToCart } from '../../../widgets/add-to-cart/add-to-cart.tsx';
import { restingAddToCart } from '../../../widgets/add-to-cart/resting-markup.ts';
import { renderWithCart } from '../render-with-cart.tsx';
import { settle } from '../../support/settle.ts';

afterEach(cleanup);

const { inStock: JAHRBUCH, poster: POSTER } = SEED_VARIANT_IDS;

const select = () => screen.getByLabelText<HTMLSelectElement>('Menge');
const options = () => [...select().options].map((option) => option.value);
const range = (top: number) => Array.from({ length: top }, (_, index) => String(index + 1));

describe('AddToCart (spec 5.5, 9.4)', () => {
  it("offers 1 … 20 by default, starts at 1, and says 'In den Warenkorb'", async () => {
    await renderWithCart(<AddToCart merchandiseId={JAHRBUCH} />);
    expect(options()).toEqual(range(20));
    expect(select().value).toBe('1');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'In den Warenkorb' });
    expect(button.disabled).toBe(false);
    expect(select().disabled).toBe(false);
  });

  it('offers 1 … max', async () => {
    await renderWithCart(<AddToCart merchandiseId={JAHRBUCH} max={5} />);
    expect(options()).toEqual(range(5));
  });

  it("says 'Nicht verfügbar' and disables button and select when disabled; clicking adds nothing", async () => {
    const { mutations } = await renderWithCart(<AddToCart merchandiseId={JAHRBUCH} disabled />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Nicht verfügbar' });
    expect(button.disabled).toBe(true);
    expect(select().disabled).toBe(true);
    expect(screen.queryByText('In den Warenkorb')).toBeNull();
    fireEvent.click(button);
    await settle(10);
    expect(mutations()).toEqual([]);
  });

  it('creates the cart with {merchandiseId, quantity} on the first add and opens the drawer', async () => {
    const { mutations, state } = await renderWithCart(<AddToCart merchandiseId={JAHRBUCH} />);
    fireEvent.change(select(), { target: { value: '3' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' })));
    await waitFor(() => expect(state().cart?.totalQuantity).toBe(3));
    expect(mutations()).toHaveLength(1);
    expect(mutations()[0]!.operation).toBe('cartCreate');
    expect(mutations()[0]!.variables.input).toEqual({ lines: [{ merchandiseId: JAHRBUCH, quantity: 3 }] });
    expect(state().isCartOpen).toBe(true);
  });

  it("issue 23: after an add, 'Zum Warenkorb' beside it opens the drawer again through openCart", async () => {
    const opened: string[] = [];
    const { state, controller } = await renderWithCart(
      <AddToCart merchandiseId={JAHRBUCH} openCart={() => opened.push('cart.open')} />,
    );
    expect(screen.queryByRole('button', { name: 'Zum Warenkorb' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' })));
    await waitFor(() => expect(state().isCartOpen).toBe(true));
    // Not while the drawer the add opened is open: it appears with the reader's close.
    expect(screen.queryByRole('button', { name: 'Zum Warenkorb' })).toBeNull();
    act(() => controller.close());
    const back = await screen.findByRole('button', { name: 'Zum Warenkorb' });
    expect(back.closest('p')?.textContent).toBe('Liegt im Warenkorb. Zum Warenkorb');
    fireEvent.click(back);
    expect(opened).toEqual(['cart.open']);
    expect(state().isCartOpen).toBe(false);
  });

  it("offers no 'Zum Warenkorb' when the add failed", async () => {
    const { state } = await renderWithCart(<AddToCart merchandiseId="gid://shopify/ProductVariant/0" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' })));
    await waitFor(() => expect(state().notice).toBeDefined());
    await settle(20);
    expect(screen.queryByRole('button', { name: 'Zum Warenkorb' })).toBeNull();
  });

  it('adds to the existing cart afterwards, with the attributes it was given', async () => {
    const attributes = [{ key: 'gravur', value: 'Für Anna' }];
    const { mutations, state } = await renderWithCart(
      <AddToCart merchandiseId={JAHRBUCH} attributes={attributes} />,
      { lines: [{ merchandiseId: POSTER, quantity: 1 }] },
    );
    const CART_ID = state().cart!.id;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' })));
    await waitFor(() => expect(mutations()).toHaveLength(1));
    expect(mutations()[0]).toMatchObject({
      operation: 'cartLinesAdd',
      variables: { cartId: CART_ID, lines: [{ merchandiseId: JAHRBUCH, quantity: 1, attributes }] },
    });
  });

  it('is busy while adding, and a second click then adds nothing more', async () => {
    const { mutations, backend } = await renderWithCart(<AddToCart merchandiseId={JAHRBUCH} />);
    const answer = backend.hold();
    const button = screen.getByRole('button', { name: 'In den Warenkorb' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(button);
    await act(() => answer.release());
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(mutations()).toHaveLength(1);
  });
});

describe('AddToCart on a page with several products (issue 10, defect 6)', () => {
  it('a click on a second product during a slow first add arrives; repeated clicks while pending are refused visibly', async () => {
    const { mutations, backend } = await renderWithCart(
      <>
        <AddToCart merchandiseId={JAHRBUCH} />
        <AddToCart merchandiseId={POSTER} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'In den Warenkorb' });
    const slow = backend.hold();
    fireEvent.click(first!);
    await waitFor(() => expect(first!.getAttribute('aria-busy')).toBe('true'));
    expect(second!.getAttribute('aria-busy')).toBe('false');
    for (let click = 0; click < 20; click++) fireEvent.click(second!);
    expect(second!.getAttribute('aria-busy')).toBe('true');
    await act(() => slow.release());
    await waitFor(() => expect(second!.getAttribute('aria-busy')).toBe('false'));
    expect(mutations().map((call) => call.variables.input ?? call.variables.lines)).toEqual([
      { lines: [{ merchandiseId: JAHRBUCH, quantity: 1 }] },
      [{ merchandiseId: POSTER, quantity: 1 }],
    ]);
  });
});

describe('the resting markup (issue 22)', () => {
  // The same elements, classes, texts and states as the React part renders: nothing moves at the hand-over.
  const shape = (element: Element) =>
    element.outerHTML.replace(/ (id|for)="[^"]*"/g, '').replace(/ (selected|value)="[^"]*"/g, '');

  it.each([{}, { max: 5 }, { disabled: true }])('is what AddToCart renders, %o', async (props) => {
    const { container } = await renderWithCart(<AddToCart merchandiseId={JAHRBUCH} {...props} />);
    const { root, select } = restingAddToCart(props);
    expect(shape(root.firstElementChild!)).toBe(shape(container.firstElementChild!));
    // Its own label names its select ('Menge').
    expect(root.querySelector('label')?.htmlFor).toBe(select.id);
  });
});
