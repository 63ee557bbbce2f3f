import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createBus, type Bus } from '../../../src/bus.ts';
import { CART_ID_KEY } from '../../../features/cart/cart-id-storage.ts';
import type { Kiosk, Unmount, WidgetModule } from '../../../src/widget-contract.ts';
import { CART_ID, cartFixture } from '../../support/cart-fixture.ts';
import { settle } from '../../support/settle.ts';

/**
 * The drawer module, replaced: `imports` counts how often the gate loaded it. Its mountDrawer
 * registers the cart commands on the bus, as the real one does through pageCart.
 */
const drawer = vi.hoisted(() => ({
  imports: 0,
  commands: [] as Array<[string, unknown[]]>,
  mountDrawer: undefined as unknown as Mock<WidgetModule['mount']>,
  unmount: undefined as unknown as Mock<Unmount>,
}));
const DRAWER_MODULE = '../../../widgets/cart/mount-drawer.tsx';

let bus: Bus;
let gate: WidgetModule['mount'];

function kioskWith({ shop = true } = {}): Kiosk {
  return {
    bus,
    config: {
      features: { favorites: false, tours: false, plus: false, plusTwo: false, paywall: false, shop },
      storefront: { endpoint: 'https://shop.example.de/api/2026-04/graphql.json', accessToken: 'token-123' },
    },
  } as Kiosk;
}

async function mountGate(kiosk = kioskWith(), props: Record<string, unknown> = { preset: 'cms' }) {
  const element = document.createElement('div');
  element.dataset.widget = 'cart';
  document.body.append(element);
  const unmount = await gate(element, props, kiosk);
  return { element, unmount, kiosk, props };
}

beforeEach(async () => {
  localStorage.clear();
  bus = createBus(document);
  drawer.imports = 0;
  drawer.commands = [];
  drawer.unmount = vi.fn<Unmount>();
  drawer.mountDrawer = vi.fn<WidgetModule['mount']>(async (_element, _props, kiosk) => {
    for (const command of ['cart.add', 'cart.open', 'cart.close'])
      kiosk.bus.handle(command, (...args: unknown[]) => void drawer.commands.push([command, args]));
    return drawer.unmount;
  });
  // Registered anew for each test (vi.resetModules keeps mocked modules), so `imports` counts this test's loads.
  vi.doUnmock(DRAWER_MODULE);
  vi.doMock(DRAWER_MODULE, () => {
    drawer.imports++;
    return { mountDrawer: (...args: Parameters<WidgetModule['mount']>) => drawer.mountDrawer(...args) };
  });
  vi.resetModules();
  ({ mount: gate } = await import('../../../widgets/cart/index.ts'));
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('the cart gate (widgets/cart/index.ts)', () => {
  it('loads nothing when there is no stored cart and no command', async () => {
    await mountGate();
    await settle(10);
    expect(drawer.imports).toBe(0);
    expect(drawer.mountDrawer).not.toHaveBeenCalled();
  });

  it('loads and mounts the drawer at once when a cart id is stored', async () => {
    localStorage.setItem(CART_ID_KEY, CART_ID);
    const { element, props, kiosk } = await mountGate();
    await settle(10);
    expect(drawer.imports).toBe(1);
    expect(drawer.mountDrawer).toHaveBeenCalledExactlyOnceWith(element, props, kiosk);
  });

  it("loads it on 'cart-updated' (an add-to-cart button created a cart), once", async () => {
    await mountGate();
    await settle(10);
    bus.publish('cart-updated', cartFixture());
    bus.publish('cart-updated', cartFixture());
    await settle(10);
    expect(drawer.imports).toBe(1);
    expect(drawer.mountDrawer).toHaveBeenCalledTimes(1);
  });

  it("loads it on 'cart-opened', and does not take commands over from a cart that exists", async () => {
    bus.publish('cart-ready', true);
    const realOpen = vi.fn();
    bus.handle('cart.open', realOpen);
    await mountGate();
    await settle(10);
    expect(drawer.imports).toBe(0);
    bus.run('cart.open', []);
    expect(realOpen).toHaveBeenCalledTimes(1);
    bus.emit('cart-opened', true);
    await settle(10);
    expect(drawer.mountDrawer).toHaveBeenCalledTimes(1);
  });

  it("stays away while the page's cart is empty", async () => {
    bus.publish('cart-ready', true);
    await mountGate();
    bus.publish('cart-updated', undefined);
    await settle(10);
    expect(drawer.imports).toBe(0);
  });

  it('reports a drawer that fails to load, keeps the page, and tries again on the next command', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors: CustomEvent[] = [];
    const onError = (event: Event) => errors.push(event as CustomEvent);
    document.addEventListener('kiosk:error', onError);
    drawer.mountDrawer.mockRejectedValueOnce(new Error('no storefront'));
    const { element } = await mountGate();
    bus.run('cart.open', []);
    await settle(10);
    document.removeEventListener('kiosk:error', onError);
    expect(errors.map((event) => event.detail.widget)).toEqual(['cart']);
    expect(errors[0]?.detail.element).toBe(element);
    bus.run('cart.open', []);
    await settle(10);
    expect(drawer.mountDrawer).toHaveBeenCalledTimes(2);
  });

  it('loads it at once when a cart was announced before the gate mounted', async () => {
    bus.publish('cart-updated', cartFixture());
    await mountGate();
    await settle(10);
    expect(drawer.mountDrawer).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['cart.add', [{ merchandiseId: 'gid://shopify/ProductVariant/49100000000011', quantity: 2 }]],
    ['cart.open', []],
  ])("loads it on the command '%s', which then still runs, once", async (command, args) => {
    await mountGate();
    await settle(10);
    expect(drawer.imports).toBe(0);
    bus.run(command, args);
    await settle(10);
    expect(drawer.mountDrawer).toHaveBeenCalledTimes(1);
    expect(drawer.commands).toEqual([[command, args]]);
  });

  it('a command pushed before the gate mounted loads the drawer too', async () => {
    bus.run('cart.open', []);
    await mountGate();
    await settle(10);
    expect(drawer.mountDrawer).toHaveBeenCalledTimes(1);
    expect(drawer.commands).toEqual([['cart.open', []]]);
  });

  it('renders and loads nothing when features.shop is false, whatever happens', async () => {
    localStorage.setItem(CART_ID_KEY, CART_ID);
    const { element, unmount } = await mountGate(kioskWith({ shop: false }));
    element.innerHTML = '';
    bus.publish('cart-updated', cartFixture());
    bus.run('cart.open', []);
    await settle(10);
    expect(drawer.imports).toBe(0);
    expect(drawer.mountDrawer).not.toHaveBeenCalled();
    expect(element.childNodes).toHaveLength(0);
    expect(() => unmount()).not.toThrow();
  });

  it('treats unreadable storage as no stored cart', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await expect(mountGate()).resolves.toBeDefined();
    await settle(10);
    expect(drawer.imports).toBe(0);
  });

  it('unmounting stops listening: a later cart or command loads nothing', async () => {
    const { unmount } = await mountGate();
    unmount();
    bus.publish('cart-updated', cartFixture());
    await settle(10);
    expect(drawer.imports).toBe(0);
  });

  it('unmounts the drawer it mounted, even when unmounted while the drawer was loading', async () => {
    localStorage.setItem(CART_ID_KEY, CART_ID);
    const early = await mountGate();
    early.unmount();
    await settle(10);
    expect(drawer.unmount).toHaveBeenCalledTimes(1);

    drawer.unmount.mockClear();
    const late = await mountGate();
    await settle(10);
    expect(drawer.unmount).not.toHaveBeenCalled();
    late.unmount();
    expect(drawer.unmount).toHaveBeenCalledTimes(1);
  });

  // Regression: the gate holds cart commands while the drawer loads, so they run in the order pushed.
  it('commands pushed while the drawer loads run in the order they were pushed', async () => {
    await mountGate();
    bus.run('cart.open', []);
    bus.run('cart.close', []);
    await settle(10);
    expect(drawer.commands.map(([command]) => command)).toEqual(['cart.open', 'cart.close']);
  });
});
