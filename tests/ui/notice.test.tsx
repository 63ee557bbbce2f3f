import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notice } from '../../ui/notice.tsx';

afterEach(cleanup);

const FAILED = 'Die Verbindung ist gestört. Bitte versuchen Sie es noch einmal.';
const retryButton = () => screen.getByRole('button', { name: 'Erneut versuchen' });

/** A widget whose retry ends as `outcome` says: the notice goes, or another message replaces it. */
function Widget({ outcome, withPlace = true }: { outcome: 'works' | 'fails-for-good'; withPlace?: boolean }) {
  const [notice, setNotice] = useState<{ message: string; retry?: () => void } | undefined>({
    message: FAILED,
    retry: () =>
      setNotice(outcome == 'works' ? undefined : { message: 'Dieser Warenkorb ist nicht mehr verfügbar.' }),
  });
  const before = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={before} type="button">
        Schließen
      </button>
      <Notice
        message={notice?.message}
        onRetry={notice?.retry}
        focusWhenGone={withPlace ? before : undefined}
      />
      <button type="button">Weiter</button>
    </>
  );
}

describe('Notice', () => {
  it('says an error at once (role=alert) and information politely (role=status)', () => {
    const { rerender } = render(<Notice message={FAILED} />);
    expect(screen.getByRole('alert').textContent).toBe(FAILED);
    rerender(<Notice message="Gespeichert." tone="info" />);
    expect(screen.getByRole('status').textContent).toBe('Gespeichert.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps its live region while empty, so the first message is announced', () => {
    const { rerender } = render(<Notice message={undefined} />);
    const region = screen.getByRole('alert');
    expect(region.textContent).toBe('');
    rerender(<Notice message={FAILED} />);
    expect(screen.getByRole('alert')).toBe(region);
    expect(region.textContent).toBe(FAILED);
  });

  it("offers 'Erneut versuchen' only with a retry, and the button calls it", () => {
    const retry = vi.fn();
    const { rerender } = render(<Notice message={FAILED} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Notice message={FAILED} onRetry={retry} />);
    fireEvent.click(retryButton());
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a retry that works takes the button away: focus goes to the place the owner named, not to <body>', () => {
    render(<Widget outcome="works" />);
    retryButton().focus();
    fireEvent.click(retryButton());
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }));
  });

  it('without such a place, focus stays where the notice was', () => {
    render(<Widget outcome="works" withPlace={false} />);
    retryButton().focus();
    fireEvent.click(retryButton());
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('a retry that ends in another message puts focus on the notice, which reads it', () => {
    render(<Widget outcome="fails-for-good" />);
    retryButton().focus();
    fireEvent.click(retryButton());
    const region = screen.getByRole('alert');
    expect(region.textContent).toBe('Dieser Warenkorb ist nicht mehr verfügbar.');
    expect(document.activeElement).toBe(region);
  });

  it('leaves focus alone when the reader had moved on before the retry worked', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    function Slow() {
      const [message, setMessage] = useState<string | undefined>(FAILED);
      return (
        <>
          <Notice message={message} onRetry={() => void answered.then(() => setMessage(undefined))} />
          <button type="button">Weiter</button>
        </>
      );
    }
    render(<Slow />);
    retryButton().focus();
    fireEvent.click(retryButton());
    const next = screen.getByRole('button', { name: 'Weiter' });
    next.focus();
    await act(async () => answer());
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(document.activeElement).toBe(next);
  });
});
