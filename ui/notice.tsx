import { useLayoutEffect, useRef, type RefObject } from 'react';
import './notice.css';

export interface NoticeProps {
  /** The German message; none: the notice is empty (its live region stays, see below). */
  message: string | undefined;
  /** Offers 'Erneut versuchen', which calls this. */
  onRetry?: (() => void) | undefined;
  /** `error` is announced at once (role=alert); `info` politely (role=status). */
  tone?: 'error' | 'info';
  /**
   * Where focus goes when the retry button disappears with the message (the retry worked) while it
   * had focus, so it does not fall to `<body>`: the owner knows a sensible place, such as the
   * control before the notice. Without one, focus goes to the notice's own (then empty) region,
   * where the message was. While a message remains, focus goes to the region, which reads it.
   */
  focusWhenGone?: RefObject<HTMLElement | null>;
}

/**
 * A German message with an optional retry ('Der Warenkorb ist gerade nicht erreichbar. …').
 *
 * @remarks Render it always and pass `message={undefined}` to clear it, rather than mounting it
 * with the message: a live region that exists before its text is announced reliably, and the
 * notice can only move focus after a retry while it is still mounted.
 */
export function Notice({ message, onRetry, tone = 'error', focusWhenGone }: NoticeProps) {
  const region = useRef<HTMLDivElement>(null);
  const retried = useRef(false);
  const showsRetry = Boolean(message && onRetry);

  useLayoutEffect(() => {
    if (showsRetry || !retried.current) return;
    retried.current = false;
    // Only when focus was lost with the button: a reader who moved on keeps their place.
    const active = document.activeElement;
    if (active && active != document.body) return;
    const target = message ? region.current : (focusWhenGone?.current ?? region.current);
    target?.focus();
  }, [showsRetry, message, focusWhenGone]);

  return (
    <div
      ref={region}
      className="kiosk-notice-region"
      role={tone == 'error' ? 'alert' : 'status'}
      tabIndex={-1}
    >
      {message && (
        <div className={`kiosk-notice kiosk-notice--${tone}`}>
          <p className="kiosk-notice__message">{message}</p>
          {onRetry && (
            <button
              type="button"
              className="kiosk-notice__retry"
              onClick={() => {
                retried.current = true;
                onRetry();
              }}
            >
              Erneut versuchen
            </button>
          )}
        </div>
      )}
    </div>
  );
}
