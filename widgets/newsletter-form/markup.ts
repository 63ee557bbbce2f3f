/**
 * The CMS's newsletter form (issue 26): a real `<form method="post">` that signs up without script (the
 * service answers a form post with a redirect back). `website` is the honeypot: out of sight, out of
 * the tab order, left empty by people. The widget takes the form over when the reader reaches for it.
 */
export const NEWSLETTER_MARKUP = `<form class="kiosk-form kiosk-newsletter-form" method="post" action="/api/newsletter/subscribe">
  <input type="hidden" name="project" value="ams">
  <input type="hidden" name="list" value="ams-news">
  <input type="hidden" name="rhythm" value="woechentlich">
  <div class="kiosk-form__group">
    <label class="kiosk-form__label" for="kiosk-newsletter-email">E-Mail-Adresse</label>
    <p class="kiosk-form__hint" id="kiosk-newsletter-email-hint">Abmeldung jederzeit möglich</p>
    <input class="kiosk-form__input" id="kiosk-newsletter-email" name="email" type="email" autocomplete="email" inputmode="email" spellcheck="false" aria-describedby="kiosk-newsletter-email-hint" required>
  </div>
  <div class="kiosk-form__trap" aria-hidden="true">
    <label for="kiosk-newsletter-website">Dieses Feld bitte leer lassen</label>
    <input id="kiosk-newsletter-website" name="website" type="text" tabindex="-1" autocomplete="off">
  </div>
  <div class="kiosk-form__actions">
    <button class="kiosk-form__button" type="submit">Newsletter abonnieren</button>
  </div>
</form>`;
