// A CMS's own pop-ups, written as a host page would: each asks Kiosk's overlay layer for a turn, shows
// itself on 'shown', hides on 'pre-empted' (the reader opened a Kiosk panel), and reports its close.
(function () {
  var popUps = { 'cms-newsletter': 1, 'cms-umfrage': 0 };
  var push = function (command) {
    (window.kiosk = window.kiosk || []).push(command);
  };
  document.addEventListener('kiosk:overlay', function (event) {
    var layer = document.getElementById(event.detail.id);
    if (!layer || !(event.detail.id in popUps)) return;
    if (event.detail.state == 'shown') layer.hidden = false;
    if (event.detail.state == 'pre-empted') layer.hidden = true;
  });
  Object.keys(popUps).forEach(function (id) {
    var layer = document.getElementById(id);
    layer.querySelector('.demo-pop-up__close').addEventListener('click', function () {
      layer.hidden = true;
      push(['overlay.closed', id]);
    });
    push(['overlay.request', { id: id, priority: popUps[id] }]);
  });
})();
