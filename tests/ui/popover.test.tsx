import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Popover } from '../../ui/popover.tsx';

afterEach(cleanup);

/** A login prompt as the bookmarks widget will show it: a button, and a popover with a link. */
function LoginPrompt({ open, onOpenChange }: { open?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <p>Vorher</p>
      <Popover
        overlayId="example"
        label="Anmelden, um zu merken"
        open={open}
        onOpenChange={onOpenChange}
        anchor={(props) => (
          <button type="button" {...props}>
            Merkliste
          </button>
        )}
      >
        {(close) => (
          <>
            <p>Bitte melden Sie sich an.</p>
            <a href="/login">Anmelden</a>
            <button type="button" onClick={close}>
              Später
            </button>
          </>
        )}
      </Popover>
      <button type="button">Danach</button>
    </>
  );
}

const anchor = () => screen.getByRole('button', { name: 'Merkliste' });
const popover = () => screen.queryByRole('dialog', { name: 'Anmelden, um zu merken' });

describe('Popover', () => {
  it('opens and closes by clicking its button, which says so (aria-expanded, aria-controls)', async () => {
    render(<LoginPrompt />);
    expect(popover()).toBeNull();
    expect(anchor().getAttribute('aria-expanded')).toBe('false');
    expect(anchor().getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(anchor());
    expect(popover()).not.toBeNull();
    expect(anchor().getAttribute('aria-expanded')).toBe('true');
    expect(anchor().getAttribute('aria-controls')).toBe(popover()!.id);
    fireEvent.click(anchor());
    expect(popover()).toBeNull();
    expect(anchor().hasAttribute('aria-controls')).toBe(false);
  });

  it('moves focus inside on open, and back to its button on Escape', async () => {
    render(<LoginPrompt />);
    anchor().focus();
    fireEvent.click(anchor());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Anmelden' })));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(popover()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(anchor()));
  });

  it('returns focus to its button when the content closes it', async () => {
    render(<LoginPrompt />);
    fireEvent.click(anchor());
    await waitFor(() => expect(popover()!.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Später' }));
    expect(popover()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(anchor()));
  });

  it('closes on a press outside, not on one inside', async () => {
    render(<LoginPrompt />);
    fireEvent.click(anchor());
    await act(async () => {});
    fireEvent.pointerDown(screen.getByText('Bitte melden Sie sich an.'));
    fireEvent.mouseDown(screen.getByText('Bitte melden Sie sich an.'));
    expect(popover()).not.toBeNull();
    fireEvent.pointerDown(screen.getByText('Vorher'));
    fireEvent.mouseDown(screen.getByText('Vorher'));
    expect(popover()).toBeNull();
  });

  it('can be kept by its owner: the owner closes it, and hears every request to change', async () => {
    const requests: boolean[] = [];
    function Owner() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(false)}>
            Abmelden
          </button>
          <LoginPrompt
            open={open}
            onOpenChange={(next) => {
              requests.push(next);
              setOpen(next);
            }}
          />
        </>
      );
    }
    render(<Owner />);
    expect(popover()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(popover()).toBeNull();
    fireEvent.click(anchor());
    expect(popover()).not.toBeNull();
    fireEvent.keyDown(popover()!, { key: 'Escape' });
    expect(popover()).toBeNull();
    expect(requests).toEqual([true, false]);
  });

  it('gives each popover its own id, across separate widget roots', async () => {
    render(<LoginPrompt />);
    render(<LoginPrompt />);
    const ids = screen.getAllByRole('button', { name: 'Merkliste' }).map((button) => {
      fireEvent.click(button);
      const id = button.getAttribute('aria-controls');
      expect(document.getElementById(id!)?.getAttribute('role')).toBe('dialog');
      return id;
    });
    expect(new Set(ids).size).toBe(2);
  });

  it('closes when focus moves on to a control outside it (Tab out), leaving focus there', async () => {
    render(<LoginPrompt />);
    fireEvent.click(anchor());
    await waitFor(() => expect(popover()!.contains(document.activeElement)).toBe(true));
    const after = screen.getByRole('button', { name: 'Danach' });
    act(() => after.focus());
    expect(popover()).toBeNull();
    await act(async () => {});
    expect(document.activeElement).toBe(after);
  });
});
