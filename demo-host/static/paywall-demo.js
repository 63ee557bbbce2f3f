// The paywall demo page: resets the demo provider's meter (its own storage) and the bypass cookie.
(function () {
  var status = document.getElementById('paywall-reset-status');
  document.getElementById('paywall-reset').addEventListener('click', function () {
    try {
      localStorage.removeItem('demowall_meter');
    } catch {
      // Storage blocked: the provider counted nothing either.
    }
    document.cookie = 'zqc=; max-age=0; path=/';
    document.cookie = 'paywallArticle=; max-age=0; path=/';
    status.textContent = 'Zähler zurückgesetzt: wieder 3 kostenlose Artikel.';
  });
})();
