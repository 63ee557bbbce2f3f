import './cluster.css';

/**
 * The class of a row of controls or chips that wraps onto the next line when the widget is narrow
 * (a field and its button, 'Anmelden' and 'Registrieren', a list row with its 'Entfernen'), half a
 * rem apart. The widget's own class says how the items line up (`align-items`, `justify-content`).
 */
export const cluster = 'kiosk-cluster';
