// The demo login form: talks to Kiosk only through its public API (window.kiosk and kiosk:* events),
// exactly as a CMS login form would.
(function () {
  var status = document.getElementById('demo-login-status');
  var form = document.getElementById('demo-login-form');
  var push = function (command) {
    (window.kiosk = window.kiosk || []).push(command);
  };
  form.addEventListener('submit', function (event) {
    event.preventDefault();
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
    else if (state.loggedIn) status.textContent = 'Angemeldet als ' + (state.user && state.user.name) + '.';
    else
      status.textContent = state.error
        ? 'Anmeldung fehlgeschlagen: Token ungültig. Sie sind abgemeldet.'
        : 'Abgemeldet.';
  });
})();
