/**
 * The resting button (issue 27, 'Abos und Ausgaben'): disabled until its small plain-DOM part has
 * loaded, so a click is never lost; the list opens right below it.
 */
export const MY_SUBSCRIPTIONS_MARKUP = `<div class="kiosk-root"><button type="button" class="kiosk-text-button kiosk-my-subscriptions__button" aria-expanded="false" disabled>Abos und Ausgaben</button></div>`;
