import { formatDate, formatReceivedAt } from './berlin-dates.ts';
import type { CancellationReceipt, ContractSummary } from './cancellation.ts';

/** 'Auto Motor Kiosk plus, jährlich (Vertrag AMS-PLUS-100234)'. */
export const contractLabel = (contract: ContractSummary) =>
  `${contract.brandName} ${contract.tier}, ${contract.billing == 'yearly' ? 'jährlich' : 'monatlich'} (Vertrag ${contract.id})`;

/** 'zum nächstmöglichen Zeitpunkt, das ist der 31.12.2026' or 'zum 31.12.2026'. */
export const endText = (receipt: Pick<CancellationReceipt, 'endDate' | 'endsAtEarliest'>) =>
  receipt.endsAtEarliest
    ? `zum nächstmöglichen Zeitpunkt, das ist der ${formatDate(receipt.endDate)}`
    : `zum ${formatDate(receipt.endDate)}`;

/**
 * The declaration as text (§ 312k Abs. 4: content, time of receipt, end): the confirmation mail's body,
 * the file 'Kündigung speichern' writes and the script-free receipt page say the same words.
 */
export function receiptText(receipt: CancellationReceipt): string {
  const lines = [
    'Bestätigung Ihrer Kündigung',
    '',
    `Eingangsnummer: ${receipt.receiptId}`,
    `Eingegangen am: ${formatReceivedAt(receipt.receivedAt)}`,
    `Art der Kündigung: ${receipt.kind == 'ausserordentlich' ? 'außerordentlich' : 'ordentlich'}`,
    ...(receipt.reason ? [`Kündigungsgrund: ${receipt.reason}`] : []),
    `Vertrag: ${receipt.contract ? contractLabel(receipt.contract) : receipt.contractText}`,
    `Name: ${receipt.name}`,
    `E-Mail-Adresse: ${receipt.email}`,
    ...(receipt.customerNumber ? [`Kundennummer: ${receipt.customerNumber}`] : []),
    `Ihr Vertrag endet ${endText(receipt)}.`,
    '',
    `Diese Bestätigung haben wir auch an ${receipt.confirmationEmail} gesendet.`,
  ];
  return lines.join('\n');
}
