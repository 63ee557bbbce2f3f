/**
 * The CMS's registration form (issue 26): a real `<form method="post">` that registers without script
 * (the service answers a form post with a redirect back). One password field (NIST 800-63B: no second
 * one to retype); consent and newsletter unticked. The widget takes it over when the reader reaches for it.
 */
export const REGISTER_MARKUP = `<form class="kiosk-form kiosk-register-form" method="post" action="/api/community/register">
  <input type="hidden" name="project" value="ams">
  <div class="kiosk-form__group">
    <label class="kiosk-form__label" for="kiosk-register-email">E-Mail-Adresse</label>
    <input class="kiosk-form__input" id="kiosk-register-email" name="email" type="email" autocomplete="email" inputmode="email" spellcheck="false" required>
  </div>
  <div class="kiosk-form__group">
    <label class="kiosk-form__label" for="kiosk-register-password">Passwort</label>
    <p class="kiosk-form__hint" id="kiosk-register-password-hint">Mindestens 8 Zeichen. Ein langer Satz ist sicherer als ein kurzes Wort mit Sonderzeichen.</p>
    <input class="kiosk-form__input" id="kiosk-register-password" name="password" type="password" autocomplete="new-password" minlength="8" aria-describedby="kiosk-register-password-hint" required>
  </div>
  <div class="kiosk-form__group">
    <label class="kiosk-form__label" for="kiosk-register-name">Anzeigename</label>
    <p class="kiosk-form__hint" id="kiosk-register-name-hint">3 bis 30 Zeichen; so sehen andere Sie in der Community.</p>
    <input class="kiosk-form__input" id="kiosk-register-name" name="displayName" type="text" autocomplete="nickname" minlength="3" maxlength="30" aria-describedby="kiosk-register-name-hint" required>
  </div>
  <div class="kiosk-form__check">
    <input id="kiosk-register-terms" name="terms" type="checkbox" required>
    <label for="kiosk-register-terms">Ich akzeptiere die Nutzungsbedingungen und habe die Datenschutzerklärung gelesen.</label>
  </div>
  <div class="kiosk-form__check">
    <input id="kiosk-register-newsletter" name="newsletter" type="checkbox">
    <label for="kiosk-register-newsletter">Ja, ich möchte den Newsletter erhalten.</label>
  </div>
  <div class="kiosk-form__actions">
    <button class="kiosk-form__button" type="submit">Registrieren</button>
  </div>
</form>`;
