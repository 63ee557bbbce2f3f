import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOverlay } from '../../src/overlay/page-overlay.ts';
import { useModalDialog, type ModalDialogOptions } from '../../ui/use-modal-dialog.ts';
import { fakeMedia } from '../support/fake-media.ts';
import { sharedTabs } from '../support/shared-tabs.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete (window as { __kioskOverlay?: unknown }).__kioskOverlay;
  delete (window as { __kioskBus?: unknown }).__kioskBus;
});

const CLOSING = 'kiosk-sheet--closing';

/** A side sheet as any widget would build it: the open flag lives outside the dialog. */
function Sheet({
  options = { overlayId: 'sheet' },
  initiallyOpen = true,
}: {
  options?: ModalDialogOptions;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const { dialogProps, rememberOpener } = useModalDialog(open, () => setOpen(false), options);
  return (
    <>
      <button
        type="button"
        hidden={open}
        onClick={(event) => {
          rememberOpener(event.currentTarget);
          setOpen(true);
        }}
      >
        Öffnen
      </button>
      <dialog {...dialogProps} aria-label="Merkliste">
        <button type="button" onClick={() => setOpen(false)}>
          Schließen
        </button>
      </dialog>
    </>
  );
}

const dialog = () => document.querySelector('dialog')!;
const withExit = { closingClass: CLOSING, closingMs: 300, overlayId: 'sheet' };

/** A transition on `target` that ends when the test says so. */
function pendingTransition(target: Element, endTime = 300) {
  let end: () => void = () => {};
  const finished = new Promise<void>((resolve) => (end = resolve));
  return { animation: { effect: { target, getComputedTiming: () => ({ endTime }) }, finished }, end };
}

describe('useModalDialog', () => {
  it('opens the dialog modally when the flag is set', () => {
    render(<Sheet options={withExit} initiallyOpen={false} />);
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect(dialog().open).toBe(true);
  });

  it('showInOwnTask: opens a task after the flag is set, and not at all when closed before that task', () => {
    vi.useFakeTimers();
    render(<Sheet options={{ overlayId: 'sheet', showInOwnTask: true }} initiallyOpen={false} />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    opener.focus();
    fireEvent.click(opener);
    expect(dialog().open).toBe(false);
    act(() => vi.advanceTimersByTime(0));
    expect(dialog().open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(dialog().open).toBe(false);
    // Opened and closed again within one task: the dialog never shows, the focus stays on the opener.
    fireEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schließen', hidden: true }));
    act(() => vi.advanceTimersByTime(10));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Öffnen' }));
  });

  it('plays the exit class for closingMs, then closes', () => {
    fakeMedia({ '(prefers-reduced-motion: reduce)': false });
    render(<Sheet options={withExit} />);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(dialog().classList.contains(CLOSING)).toBe(true);
    act(() => vi.advanceTimersByTime(299));
    expect(dialog().open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(dialog().open).toBe(false);
  });

  it('keeps the exit class until the close transitions (overlay, display, backdrop) have ended', async () => {
    fakeMedia({ '(prefers-reduced-motion: reduce)': false });
    render(<Sheet options={withExit} />);
    const overlay = pendingTransition(dialog());
    // An endless animation inside (a spinner) must not hold the class forever.
    const spinner = pendingTransition(dialog().firstElementChild!, Infinity);
    const getAnimations = vi.fn(() => [overlay.animation, spinner.animation] as unknown as Animation[]);
    dialog().getAnimations = getAnimations;
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(dialog().open).toBe(false);
    expect(getAnimations).toHaveBeenCalledWith({ subtree: true });
    // Taking the class off now would turn the backdrop dark again while it fades out.
    expect(dialog().classList.contains(CLOSING)).toBe(true);
    await act(async () => overlay.end());
    expect(dialog().classList.contains(CLOSING)).toBe(false);
  });

  it('reopened while closing: the exit class goes at once and a late end of the old exit keeps off', async () => {
    fakeMedia({ '(prefers-reduced-motion: reduce)': false });
    render(<Sheet options={withExit} />);
    const overlay = pendingTransition(dialog());
    dialog().getAnimations = () => [overlay.animation] as unknown as Animation[];
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.click(screen.getByRole('button', { name: 'Öffnen', hidden: true }));
    expect(dialog().open).toBe(true);
    expect(dialog().classList.contains(CLOSING)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(dialog().classList.contains(CLOSING)).toBe(true);
    await act(async () => overlay.end());
    expect(dialog().classList.contains(CLOSING)).toBe(true);
    expect(dialog().open).toBe(true);
  });

  it('closes at once without an exit class, and for readers who ask for reduced motion', () => {
    render(<Sheet />);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(dialog().open).toBe(false);
    cleanup();
    fakeMedia({ '(prefers-reduced-motion: reduce)': true });
    render(<Sheet options={withExit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(dialog().open).toBe(false);
    expect(dialog().classList.contains(CLOSING)).toBe(false);
  });

  it('gives focus back to an opener that was hidden while the dialog was open', () => {
    fakeMedia({ '(prefers-reduced-motion: reduce)': true });
    render(<Sheet options={withExit} initiallyOpen={false} />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    fireEvent.click(opener);
    expect(opener.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes through the flag (with the exit), not with the browser’s instant close', () => {
    fakeMedia({ '(prefers-reduced-motion: reduce)': false });
    render(<Sheet options={withExit} />);
    const escape = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog().classList.contains(CLOSING)).toBe(true);
  });

  it('a tap on the backdrop closes it; a swipe of 30 px or more and a click inside do not', () => {
    fakeMedia({ '(prefers-reduced-motion: reduce)': true });
    render(<Sheet />);
    vi.spyOn(dialog(), 'getBoundingClientRect').mockReturnValue({
      left: 600,
      right: 1000,
      top: 0,
      bottom: 800,
      x: 600,
      y: 0,
      width: 400,
      height: 800,
    } as DOMRect);
    fireEvent.pointerDown(dialog(), { clientX: 100, clientY: 100 });
    fireEvent.click(dialog(), { clientX: 100, clientY: 130 });
    expect(dialog().open).toBe(true);
    fireEvent.pointerDown(dialog(), { clientX: 700, clientY: 100 });
    fireEvent.click(dialog(), { clientX: 700, clientY: 100 });
    expect(dialog().open).toBe(true);
    fireEvent.pointerDown(dialog(), { clientX: 100, clientY: 100 });
    fireEvent.click(dialog(), { clientX: 129, clientY: 100 });
    expect(dialog().open).toBe(false);
  });
});

describe('useModalDialog in the overlay layer (spec 2.2, issue 24)', () => {
  it('takes the reader’s turn while open: an unrequested pop-up is pre-empted and waits until it closes', async () => {
    const layer = pageOverlay({ storage: sharedTabs().tab(), arrivalMs: 0 });
    await new Promise((resolve) => setTimeout(resolve));
    const shown: string[] = [];
    layer.request({
      id: 'newsletter',
      kind: 'unrequested',
      show: () => shown.push('newsletter'),
      hide: () => shown.push('newsletter hidden'),
    });
    render(<Sheet options={{ overlayId: 'bookmarks-panel' }} />);
    // The layer's module loads with the first dialog the reader opens.
    await vi.waitFor(() => expect(shown).toEqual(['newsletter', 'newsletter hidden']));
    layer.request({ id: 'epaper', kind: 'unrequested', show: () => shown.push('epaper') });
    expect(shown.at(-1)).toBe('newsletter hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Schließen', hidden: true }));
    expect(shown.at(-1)).toBe('epaper');
  });
});

describe('useModalDialog for a pop-up the layer has shown (issue 25)', () => {
  it('takes no turn of its own with overlayId null, so it cannot pre-empt itself', async () => {
    const ids: string[] = [];
    const listener = (event: Event) => ids.push((event as CustomEvent<{ id: string }>).detail.id);
    document.addEventListener('kiosk:overlay', listener);
    render(<Sheet options={{ overlayId: null }} />);
    render(<Sheet options={{ overlayId: 'control' }} />);
    await vi.waitFor(() => expect(ids).toContain('control'));
    expect(ids.every((id) => id == 'control')).toBe(true);
    document.removeEventListener('kiosk:overlay', listener);
  });
});

describe('useModalDialog keeps the page behind still', () => {
  const root = document.documentElement;

  it('locks the page’s scrolling while open and gives back the host’s own style on close', () => {
    root.style.overflow = 'clip';
    render(<Sheet />);
    expect(root.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Schließen', hidden: true }));
    expect(root.style.overflow).toBe('clip');
    root.style.overflow = '';
  });

  it('holds the lock until the last of two open dialogs has closed', () => {
    render(
      <>
        <Sheet options={{ overlayId: 'first' }} />
        <Sheet options={{ overlayId: 'second' }} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Schließen', hidden: true });
    fireEvent.click(first!);
    expect(root.style.overflow).toBe('hidden');
    fireEvent.click(second!);
    expect(root.style.overflow).toBe('');
  });
});
