// @vitest-environment node
// The demo host is a Node server; these tests call it as one.
import { describe, expect, it } from 'vitest';
import { SEED_VARIANT_IDS } from '../../../../demo-host/api/storefront/seed.ts';
import { ORIGIN, useStorefront } from './storefront-client.ts';

const { inStock, mug, poster } = SEED_VARIANT_IDS;

describe('storefront delivery groups', () => {
  it('has none until the cart has an address', async () => {
    const { createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: inStock }]);
    expect(cart.deliveryGroups.nodes).toEqual([]);
  });

  it('groups a signed-in reader’s cart by shipping profile and honours first: 2', async () => {
    const { app, run, post, createCart } = useStorefront();
    const signIn = await app.request(`${ORIGIN}/shop/multipass`, {
      method: 'POST',
      body: JSON.stringify({ email: 'leser@example.de' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const cart = await createCart([
      { merchandiseId: inStock },
      { merchandiseId: mug },
      { merchandiseId: poster },
    ]);
    const payload = await run('cartBuyerIdentityUpdate', {
      cartId: cart.id,
      buyerIdentity: { customerAccessToken: token },
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.cart!.buyerIdentity).toMatchObject({
      email: 'leser@example.de',
      customer: { id: expect.stringMatching(/^gid:\/\/shopify\/Customer\/\d+$/) },
    });
    const groups = payload.cart!.deliveryGroups.nodes;
    expect(groups).toHaveLength(2);
    expect(groups[0]).toEqual({
      selectedDeliveryOption: { code: 'Büchersendung', title: 'Deutsche Post Büchersendung' },
      deliveryOptions: [
        {
          code: 'Büchersendung',
          title: 'Deutsche Post Büchersendung',
          handle: 'deutsche-post-buechersendung',
          estimatedCost: { amount: '2.95', currencyCode: 'EUR' },
        },
        {
          code: 'DHL Paket',
          title: 'DHL Paket',
          handle: 'dhl-paket',
          estimatedCost: { amount: '4.95', currencyCode: 'EUR' },
        },
      ],
      deliveryAddress: {
        id: expect.stringMatching(/^gid:\/\/shopify\/MailingAddress\//),
        phone: null,
        firstName: null,
        lastName: null,
        company: null,
        address1: 'Leuschnerstraße 1',
        address2: null,
        zip: '70174',
        city: 'Stuttgart',
        province: null,
        country: 'Deutschland',
        countryCodeV2: 'DE',
      },
    });
    expect(groups[1]!.selectedDeliveryOption).toEqual({ code: 'DHL Paket', title: 'DHL Paket' });

    const all = await post<{
      cart: { deliveryGroups: { nodes: { cartLines: { nodes: { id: string }[] } }[] } };
    }>(
      `query($id: ID!) { cart(id: $id) {
        deliveryGroups(first: 5) { nodes { cartLines(first: 5) { nodes { id } } } }
      } }`,
      { id: cart.id },
    );
    const lineIds = cart.lines.nodes.map((line) => line.id);
    expect(
      all.data!.cart.deliveryGroups.nodes.map((group) => group.cartLines.nodes.map((line) => line.id)),
    ).toEqual(lineIds.map((id) => [id]));
  });

  it('uses the delivery address given at cartCreate', async () => {
    const { run } = useStorefront();
    const payload = await run('cartCreate', {
      input: {
        lines: [{ merchandiseId: inStock }],
        delivery: {
          addresses: [
            {
              selected: true,
              address: {
                deliveryAddress: { address1: 'Ringstraße 5', zip: '1010', city: 'Wien', countryCode: 'AT' },
              },
            },
          ],
        },
      },
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.cart!.deliveryGroups.nodes[0]!.deliveryAddress).toMatchObject({
      address1: 'Ringstraße 5',
      city: 'Wien',
      country: 'Österreich',
      countryCodeV2: 'AT',
    });
  });
});
