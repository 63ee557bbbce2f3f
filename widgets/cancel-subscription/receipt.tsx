import { useLayoutEffect, useRef } from 'react';
import { formatReceivedAt } from '../../features/subscriptions/berlin-dates.ts';
import type { CancellationReceipt } from '../../features/subscriptions/cancellation.ts';
import { contractLabel, endText, receiptText } from '../../features/subscriptions/receipt-text.ts';
import { CANCEL_LABELS } from './labels.ts';

/** How long the file's address lives: long after the browser has taken the download. */
const FILE_URL_MS = 60_000;

/** 'Kündigung speichern' (§ 312k Abs. 4: a durable medium): the receipt as a text file, made here. */
function saveFile(receipt: CancellationReceipt) {
  const url = URL.createObjectURL(new Blob([receiptText(receipt)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  // The receipt id is server text: only letters, digits and dashes reach the file name.
  link.download = `kuendigung-${receipt.receiptId.replace(/[^A-Za-z0-9-]/g, '-')}.txt`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), FILE_URL_MS);
}

/**
 * The declaration as the service received it (issue 27): the time of receipt in German time, the end
 * (the earliest one said as a date, Abs. 5), what was declared, where the mail went, and the ways to
 * keep it. Focus lands on its heading, since the button that was used is gone.
 */
export function Receipt({ receipt }: { receipt: CancellationReceipt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  const rows: [string, string][] = [
    [CANCEL_LABELS.receiptId, receipt.receiptId],
    [CANCEL_LABELS.receivedAt, formatReceivedAt(receipt.receivedAt)],
    [
      CANCEL_LABELS.kind,
      receipt.kind == 'ausserordentlich' ? CANCEL_LABELS.extraordinary : CANCEL_LABELS.ordinary,
    ],
    ...(receipt.reason ? [[CANCEL_LABELS.reason, receipt.reason] as [string, string]] : []),
    [CANCEL_LABELS.contractRow, receipt.contract ? contractLabel(receipt.contract) : receipt.contractText],
    [CANCEL_LABELS.name, receipt.name],
    [CANCEL_LABELS.email, receipt.email],
  ];
  return (
    <section
      className="kiosk-cancel kiosk-cancel__receipt"
      aria-labelledby={`kiosk-cancel-done-${receipt.receiptId}`}
    >
      <h2
        ref={heading}
        id={`kiosk-cancel-done-${receipt.receiptId}`}
        className="kiosk-cancel__title"
        tabIndex={-1}
      >
        {CANCEL_LABELS.done}
      </h2>
      <p className="kiosk-cancel__end">
        {CANCEL_LABELS.endsOn} {endText(receipt)}.
      </p>
      <dl className="kiosk-cancel__facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        {CANCEL_LABELS.sentTo} <strong>{receipt.confirmationEmail}</strong>
      </p>
      <div className="kiosk-form__actions">
        <button type="button" className="kiosk-form__button" onClick={() => saveFile(receipt)}>
          {CANCEL_LABELS.save}
        </button>
        <button
          type="button"
          className="kiosk-form__button kiosk-form__button--secondary"
          onClick={() => window.print()}
        >
          {CANCEL_LABELS.print}
        </button>
      </div>
    </section>
  );
}
