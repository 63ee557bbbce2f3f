// The event monitor of /ereignisse/: lists what the demo's web-analytics endpoint received (spec 7.12).
// Anyone can post an event, so its fields are written as text, never as HTML.
(function () {
  const rows = document.getElementById('events-monitor-rows');
  const status = document.getElementById('events-monitor-status');
  let shown = '';
  let polling = false;

  const setStatus = (text) => {
    // A live region re-reads on every change, so it changes only when there is news.
    if (status.textContent !== text) status.textContent = text;
  };

  const cell = (row, text) => {
    const td = document.createElement('td');
    td.textContent = text;
    row.appendChild(td);
  };

  const render = (events) => {
    rows.replaceChildren(
      ...events.map((event) => {
        const row = document.createElement('tr');
        cell(row, new Date(event.receivedAt).toLocaleTimeString('de-DE'));
        cell(row, event.n);
        cell(row, event.d);
        cell(row, event.p ? JSON.stringify(event.p) : '–');
        return row;
      }),
    );
    if (events.length === 0) setStatus('Noch keine Ereignisse eingegangen.');
    else
      setStatus(events.length === 1 ? '1 Ereignis eingegangen.' : `${events.length} Ereignisse eingegangen.`);
  };

  const poll = async () => {
    // A hidden tab need not poll; a slow answer must not pile up requests.
    if (document.hidden || polling) return;
    polling = true;
    try {
      const response = await fetch('/api/events', { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = await response.text();
      if (text !== shown) {
        shown = text;
        render(JSON.parse(text));
      }
    } catch {
      setStatus('Die Ereignisse konnten nicht geladen werden; neuer Versuch in einer Sekunde.');
      shown = '';
    } finally {
      polling = false;
    }
  };

  void poll();
  setInterval(poll, 1000);
})();
