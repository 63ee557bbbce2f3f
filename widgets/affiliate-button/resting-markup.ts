/** Issue 31: the lone offer button as the CMS renders it: the link, its price line and the ad label's slot. */
export const affiliateButtonMarkup = ({ url = 'https://kauf.link/dashcam4k', price = 'ab 89,99 €' } = {}) =>
  `<a class="kiosk-affiliate kiosk-affiliate--button kiosk-affiliate__link" href="${url}" rel="sponsored noopener" target="_blank">` +
  `Zum Angebot <span class="kiosk-affiliate__price">${price}</span> <span class="kiosk-affiliate__ad"></span></a>`;
