import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SideSheet, sideSheetClosing } from '../../ui/side-sheet.tsx';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';

afterEach(cleanup);

function Example({ slide }: { slide?: boolean }) {
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { dialogProps } = useModalDialog(
    open,
    () => setOpen(false),
    slide ? { closingClass: sideSheetClosing, overlayId: 'example' } : { overlayId: 'example' },
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <SideSheet
        dialogProps={dialogProps}
        title="Warenkorb"
        onClose={() => setOpen(false)}
        closeRef={closeRef}
        slide={slide}
        className="kiosk-example"
      >
        <p>Inhalt</p>
        <button type="button" onClick={() => closeRef.current?.focus()}>
          Zum Schließen
        </button>
      </SideSheet>
    </>
  );
}

describe('SideSheet', () => {
  it('is a modal dialog named by its heading, which opens and closes through the flag', () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Warenkorb' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Warenkorb' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it("carries the widget's class and the slide only when asked; the close button is the ref's", () => {
    render(<Example slide />);
    fireEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Warenkorb' });
    expect(dialog.className).toBe('kiosk-side-sheet kiosk-side-sheet--slide kiosk-example');
    fireEvent.click(screen.getByRole('button', { name: 'Zum Schließen' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }));
    cleanup();
    render(<Example />);
    expect(document.querySelector('dialog')?.className).toBe('kiosk-side-sheet kiosk-example');
  });
});
