// The partner shop's own script: everything it knows about Kiosk is window.KioskCart and its options.
const settings = JSON.parse(document.getElementById('partner-shop-settings').textContent);
const message = document.getElementById('partner-message');
const count = document.getElementById('partner-cart-count');

const freeShippingNote = (cart) => {
  const note = document.createElement('p');
  note.className = 'partner-note';
  const subtotal = Number(cart?.cost.subtotalAmount.amount ?? 0);
  note.textContent =
    subtotal >= 30
      ? 'Ihre Bestellung wird versandkostenfrei geliefert.'
      : `Noch ${(30 - subtotal).toFixed(2).replace('.', ',')} € bis zur versandkostenfreien Lieferung.`;
  return note;
};

window.partnerCart = window.KioskCart.init({
  storefront: settings,
  // Follows the reader's light or dark setting, live (docs/integration.md, theming).
  theme: 'auto',
  showShippingHint: false,
  slots: { beforeItems: freeShippingNote },
  onLogin: () => (message.textContent = 'Anmelden: Hier würde der Partner sein eigenes Login öffnen.'),
  onRegister: ({ extraQueryParams }) =>
    (message.textContent = `Registrieren (type=${extraQueryParams.type}): Hier würde der Partner seine Registrierung öffnen.`),
  onCartUpdate: (cart) => (count.textContent = String(cart?.totalQuantity ?? 0)),
});
document.getElementById('partner-cart-open').addEventListener('click', () => window.partnerCart.open());
// Problems the reader must know about reach the shop as kiosk:cart-error (docs/integration.md, events).
// The drawer shows its own; this is for the ones that come without a drawer (its chunk did not load).
document.addEventListener('kiosk:cart-error', (event) => {
  if (!document.querySelector('dialog[open]')) message.textContent = event.detail.message;
});
