// A host script that runs before the loader: it records errors and queues a command.
window.kioskErrors = [];
document.addEventListener('kiosk:error', (event) => window.kioskErrors.push(event.detail.widget));
(window.kiosk = window.kiosk || []).push(['theme.set', 'dark']);
