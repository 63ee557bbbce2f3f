import { formatReceivedAt } from '../../../features/subscriptions/berlin-dates.ts';
import type { CancellationReceipt } from '../../../features/subscriptions/cancellation.ts';
import { contractLabel, endText } from '../../../features/subscriptions/receipt-text.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The receipt a script-free cancellation lands on (issue 27): the confirmation form posts here without
 * any script, so the answer is a page of its own with the declaration, its time and its end, and the
 * receipt as a file to keep ('Kündigung speichern'). Printing is the browser's own command here.
 */
export function receiptPage(receipt: CancellationReceipt): string {
  const rows: [string, string][] = [
    ['Eingangsnummer', receipt.receiptId],
    ['Eingegangen am', formatReceivedAt(receipt.receivedAt)],
    ['Art der Kündigung', receipt.kind == 'ausserordentlich' ? 'außerordentlich' : 'ordentlich'],
    ...(receipt.reason ? [['Kündigungsgrund', receipt.reason] as [string, string]] : []),
    ['Vertrag', receipt.contract ? contractLabel(receipt.contract) : receipt.contractText],
    ['Name', receipt.name],
    ['E-Mail-Adresse', receipt.email],
    ...(receipt.customerNumber ? [['Kundennummer', receipt.customerNumber] as [string, string]] : []),
  ];
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ihre Kündigung ist eingegangen</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}dt{font-weight:700}dd{margin:0 0 .5rem}a{color:#0b57d0}</style>
</head>
<body>
<main>
<h1>Ihre Kündigung ist eingegangen</h1>
<p><strong>Ihr Vertrag endet ${escape(endText(receipt))}.</strong></p>
<dl>${rows.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>
<p>Eine Bestätigung mit diesem Inhalt haben wir an ${escape(receipt.confirmationEmail)} gesendet.</p>
<p><a href="/api/subscriptions/cancellations/${escape(receipt.receiptId)}/beleg" download>Kündigung speichern</a></p>
<p><a href="/">Zur Startseite</a></p>
</main>
</body>
</html>`;
}
