// The demo login form: talks to Kiosk only through its public API (window.kiosk and kiosk:* events),
// exactly as a CMS login form would.
(function () {
  var status = document.getElementById('demo-login-status');
  var form = document.getElementById('demo-login-form');
  var push = function (command) {
    (window.kiosk = window.kiosk || []).push(command);
  };
  // spec 2.3: after a login from this form, go back to returnUrl, but only to this site's own pages
  // (an address on another origin, or javascript:, stays here).
  var loginSubmitted = false;
  var returnTarget = (function () {
    var raw = new URLSearchParams(location.search).get('returnUrl');
    if (!raw) return undefined;
    try {
      var target = new URL(raw, location.href);
      var web = target.protocol == 'https:' || target.protocol == 'http:';
      return web && target.origin == location.origin ? target.href : undefined;
    } catch {
      return undefined;
    }
  })();
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    loginSubmitted = true;
    status.textContent = 'Anmeldung läuft …';
    push(['session.login', form.elements.token.value.trim()]);
  });
  document.getElementById('demo-logout').addEventListener('click', function () {
    push(['session.logout']);
  });
  // A login cookie the browser did not store (issue 17, defect 8) is said, not waited on forever.
  document.addEventListener('kiosk:error', function (event) {
    if (event.detail && event.detail.widget === 'session')
      status.textContent =
        'Ihr Browser hat das Anmelde-Cookie nicht gespeichert: Die Anmeldung gilt nur für diese Seite.';
  });
  document.addEventListener('kiosk:session-changed', function (event) {
    var state = event.detail;
    if (!state.loginValidated) status.textContent = 'Status wird geprüft …';
    else if (state.loggedIn) {
      status.textContent = 'Angemeldet als ' + (state.user && state.user.name) + '.';
      if (loginSubmitted && returnTarget) {
        status.textContent += ' Sie werden zurückgeleitet …';
        location.assign(returnTarget);
      }
    } else
      status.textContent = state.error
        ? 'Anmeldung fehlgeschlagen: Token ungültig. Sie sind abgemeldet.'
        : 'Abgemeldet.';
  });
})();
