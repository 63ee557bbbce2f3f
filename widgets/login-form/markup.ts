/**
 * The CMS's login form (issue 26): a real `<form method="post">` that logs in without script (the
 * service answers a form post with its token cookie and a redirect back); 'Passwort vergessen?' leads
 * to the script-free reset request. The widget takes it over
 * when the reader reaches for it, with whatever was typed.
 */
export const LOGIN_MARKUP = `<form class="kiosk-form kiosk-login-form" method="post" action="/api/community/login">
  <input type="hidden" name="project" value="ams">
  <div class="kiosk-form__group">
    <label class="kiosk-form__label" for="kiosk-login-email">E-Mail-Adresse</label>
    <input class="kiosk-form__input" id="kiosk-login-email" name="email" type="email" autocomplete="username" inputmode="email" spellcheck="false" required>
  </div>
  <div class="kiosk-form__group">
    <label class="kiosk-form__label" for="kiosk-login-password">Passwort</label>
    <input class="kiosk-form__input" id="kiosk-login-password" name="password" type="password" autocomplete="current-password" required>
  </div>
  <div class="kiosk-form__actions">
    <button class="kiosk-form__button" type="submit">Anmelden</button>
    <a class="kiosk-form__link" href="/konto/passwort-vergessen/">Passwort vergessen?</a>
  </div>
</form>`;
