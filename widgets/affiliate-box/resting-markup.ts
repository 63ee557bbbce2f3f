/**
 * Issue 31: the box as the CMS renders it, and the whole box: image at its slot size (spec 9.2,
 * `magazine.item`-like 206 × 268 on desktop), title, claim, a price line (its height reserved by the page's
 * styles, so a price arriving moves nothing), the retailer with the ad label's slot, and the offer link.
 */
export const affiliateBoxMarkup = ({
  title = 'Dashcam mit 4K-Auflösung',
  claim = 'Scharfe Bilder auch bei Nacht',
  price = 'ab 89,99 €',
  retailer = 'bei Kaufhaus',
  url = 'https://kauf.link/dashcam4k',
  image = '/demo/images/dashcam.svg',
} = {}) =>
  `<aside class="kiosk-affiliate kiosk-affiliate--box" aria-label="Produktempfehlung">` +
  `<img class="kiosk-affiliate__image" src="${image}" width="160" height="120" alt="">` +
  `<div class="kiosk-affiliate__body">` +
  `<p class="kiosk-affiliate__title">${title}</p>` +
  `<p class="kiosk-affiliate__claim">${claim}</p>` +
  `<p class="kiosk-affiliate__price">${price}</p>` +
  `<p class="kiosk-affiliate__meta"><span class="kiosk-affiliate__retailer">${retailer}</span><span class="kiosk-affiliate__ad"></span></p>` +
  `<a class="kiosk-affiliate__link" href="${url}" rel="sponsored noopener" target="_blank">Zum Angebot</a>` +
  `</div></aside>`;
