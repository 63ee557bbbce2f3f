import * as React from 'react';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mountReact } from '../../ui/mount-react.tsx';
import type { Unmount } from '../../src/widget-contract.ts';

/** Starts the mount inside act (which flushes React's work when the callback ends), then awaits it. */
async function mountInAct(element: HTMLElement, node: React.ReactNode) {
  let mounting: Promise<Unmount> | undefined;
  await act(async () => {
    mounting = mountReact(element, node);
    mounting.catch(() => {});
  });
  return mounting!;
}

describe('mountReact', () => {
  it('keeps the server markup until the first render, then swaps it out; unmount removes the widget', async () => {
    const element = document.createElement('div');
    element.innerHTML = '<p>server</p>';
    document.body.append(element);
    const unmount = await mountInAct(element, <span>rendered</span>);
    expect(element.textContent).toBe('rendered');
    act(() => unmount());
    expect(element.textContent).toBe('');
  });

  it('rejects and keeps the server markup when the first render throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('div');
    element.innerHTML = '<p>server</p>';
    const Broken = () => {
      throw new Error('render failed');
    };
    await expect(mountInAct(element, <Broken />)).rejects.toThrow('render failed');
    expect(element.innerHTML).toBe('<p>server</p>');
  });

  it('puts the server markup back when a mounted widget crashes later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('div');
    element.innerHTML = '<p>server</p>';
    let crash: () => void = () => {};
    function Fragile() {
      const [broken, setBroken] = React.useState(false);
      crash = () => setBroken(true);
      if (broken) throw new Error('later');
      return <span>ok</span>;
    }
    const crashed = vi.fn();
    element.dataset.widget = 'fragile';
    document.addEventListener('kiosk:error', crashed);
    await mountInAct(element, <Fragile />);
    expect(element.textContent).toBe('ok');
    await act(async () => crash());
    expect(element.innerHTML).toBe('<p>server</p>');
    document.removeEventListener('kiosk:error', crashed);
    expect((crashed.mock.calls[0]?.[0] as CustomEvent).detail).toMatchObject({ widget: 'fragile', element });
    expect(element.dataset.kiosk).toBe('error');
  });
});
