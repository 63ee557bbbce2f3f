/**
 * The CMS's confirmation page form (issue 27, § 312k BGB): a real `<form method="post">` that cancels
 * without any script (the service answers a form post with the receipt page), so no script failure
 * ever blocks a cancellation. All fields and the button on one page; only the law's fields, and only
 * name, address and contract required. The widget takes it over at once and adds 'Ihre Verträge', the
 * draft over a reload, the receipt with 'Kündigung speichern' and 'Drucken'.
 */
export const CANCEL_MARKUP = `<form class="kiosk-form kiosk-cancel" method="post" action="/api/subscriptions/cancellations">
  <input type="hidden" name="project" value="ams">
  <fieldset class="kiosk-form__group">
    <legend class="kiosk-form__legend">Art der Kündigung</legend>
    <div class="kiosk-form__check"><input id="kiosk-cancel-kind-0" name="kind" type="radio" value="ordentlich" checked><label for="kiosk-cancel-kind-0">ordentlich</label></div>
    <div class="kiosk-form__check"><input id="kiosk-cancel-kind-1" name="kind" type="radio" value="ausserordentlich"><label for="kiosk-cancel-kind-1">außerordentlich</label></div>
  </fieldset>
  <div class="kiosk-form__group">
    <label class="kiosk-form__label" for="kiosk-cancel-reason">Kündigungsgrund (nur bei außerordentlicher Kündigung)</label>
    <textarea class="kiosk-form__input kiosk-form__input--multiline" id="kiosk-cancel-reason" name="reason" rows="3"></textarea>
  </div>
  <div class="kiosk-form__group">
    <label class="kiosk-form__label" for="kiosk-cancel-name">Name</label>
    <input class="kiosk-form__input" id="kiosk-cancel-name" name="name" type="text" autocomplete="name" required>
  </div>
  <div class="kiosk-form__group">
    <label class="kiosk-form__label" for="kiosk-cancel-email">E-Mail-Adresse</label>
    <input class="kiosk-form__input" id="kiosk-cancel-email" name="email" type="email" autocomplete="email" spellcheck="false" required>
  </div>
  <div class="kiosk-form__group">
    <label class="kiosk-form__label" for="kiosk-cancel-customer">Kundennummer (optional)</label>
    <input class="kiosk-form__input" id="kiosk-cancel-customer" name="customerNumber" type="text" autocomplete="off">
  </div>
  <div class="kiosk-form__group">
    <label class="kiosk-form__label" for="kiosk-cancel-contract">Welchen Vertrag möchten Sie kündigen?</label>
    <p class="kiosk-form__hint" id="kiosk-cancel-contract-hint">Zum Beispiel die Zeitschrift und das Abo, wenn zur Hand mit Vertragsnummer</p>
    <input class="kiosk-form__input" id="kiosk-cancel-contract" name="contract" type="text" aria-describedby="kiosk-cancel-contract-hint" required>
  </div>
  <fieldset class="kiosk-form__group">
    <legend class="kiosk-form__legend">Zu wann möchten Sie kündigen?</legend>
    <div class="kiosk-form__check"><input id="kiosk-cancel-end-0" name="end" type="radio" value="earliest" checked><label for="kiosk-cancel-end-0">zum nächstmöglichen Zeitpunkt</label></div>
    <div class="kiosk-form__check"><input id="kiosk-cancel-end-1" name="end" type="radio" value="date"><label for="kiosk-cancel-end-1">zu einem bestimmten Datum</label></div>
    <label class="kiosk-form__label" for="kiosk-cancel-date">Datum</label>
    <input class="kiosk-form__input" id="kiosk-cancel-date" name="endDate" type="date">
  </fieldset>
  <div class="kiosk-form__group">
    <label class="kiosk-form__label" for="kiosk-cancel-confirmation">E-Mail-Adresse für die Bestätigung (optional)</label>
    <p class="kiosk-form__hint" id="kiosk-cancel-confirmation-hint">Leer lassen: Die Bestätigung geht an die E-Mail-Adresse oben.</p>
    <input class="kiosk-form__input" id="kiosk-cancel-confirmation" name="confirmationEmail" type="email" autocomplete="email" spellcheck="false" aria-describedby="kiosk-cancel-confirmation-hint">
  </div>
  <div class="kiosk-form__actions">
    <button class="kiosk-form__button" type="submit">jetzt kündigen</button>
  </div>
</form>`;
