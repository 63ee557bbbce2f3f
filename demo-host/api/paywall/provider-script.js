// The demo paywall provider's loader script, speaking the protocol the way Poool, upScore and Piano's
// `tp` do: it takes over the global command function and replays the commands queued before it loaded.
// Rule: anonymous and registered readers get FREE_ARTICLES free articles per WINDOW_DAYS days, counted
// in the provider's own storage; premium articles (content_type 'premium') are walled for everyone
// without a subscription; subscribers are never walled.
(function () {
  var GLOBAL = '__GLOBAL__';
  var FREE_ARTICLES = Number('__FREE_ARTICLES__');
  var WINDOW_MS = Number('__WINDOW_DAYS__') * 24 * 60 * 60 * 1000;
  var STORAGE_KEY = '__STORAGE_KEY__';
  var queued = (window[GLOBAL] && window[GLOBAL].q) || [];
  var key = null;
  var callbacks = [];
  var views = [];

  function readMeter() {
    try {
      var list = JSON.parse(localStorage.getItem(STORAGE_KEY) || '[]');
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  }
  function writeMeter(list) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
    } catch {
      // Without storage every article is the first: the reader reads.
    }
  }

  function evaluate(view) {
    var now = Date.now();
    var reads = readMeter().filter(function (read) {
      return read && typeof read.id == 'string' && now - read.at < WINDOW_MS;
    });
    var id = String(view.object_id || location.pathname);
    var counted = reads.some(function (read) {
      return read.id == id;
    });
    var display = false;
    var reason;
    if (view.user_status == 'subscriber') {
      reason = 'subscriber';
    } else if (view.content_type == 'premium') {
      display = true;
      reason = 'premium';
    } else if (counted) {
      reason = 'already-read';
    } else if (reads.length >= FREE_ARTICLES) {
      display = true;
      reason = 'limit';
    } else {
      reads.push({ id: id, at: now });
      reason = 'metered';
    }
    writeMeter(reads);
    var result = {
      display_paywall: display,
      reason: reason,
      read_count: reads.length,
      free_articles_left: Math.max(0, FREE_ARTICLES - reads.length),
      user_status: view.user_status,
    };
    callbacks.forEach(function (callback) {
      try {
        callback(result);
      } catch (error) {
        console.error('[demo paywall] on_evaluated callback threw', error);
      }
    });
  }

  function command(name, payload) {
    if (name == 'config') key = payload && payload.key;
    else if (name == 'on_evaluated' && typeof payload == 'function') callbacks.push(payload);
    else if (name == 'page_view') {
      var view = payload || {};
      views.push({
        object_id: view.object_id,
        content_type: view.content_type,
        user_status: view.user_status,
        has_container: view.article_container instanceof Element,
      });
      if (key) evaluate(view);
      else console.error('[demo paywall] page_view before config');
    } else if (name == 'reset') writeMeter([]);
  }
  // What the provider was told, for the demo page and the e2e tests.
  command.views = views;
  window[GLOBAL] = command;
  queued.forEach(function (args) {
    command.apply(null, args);
  });
})();
