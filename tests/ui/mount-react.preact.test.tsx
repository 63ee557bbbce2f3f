import { describe, expect, it, vi } from 'vitest';
import { settle } from '../support/settle.ts';

// The production bundle aliases react to preact/compat; this file runs the binding on that runtime.
vi.mock('react', () => import('preact/compat'));
vi.mock('react-dom/client', () => import('preact/compat/client'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

const { mountReact } = await import('../../ui/mount-react.tsx');

describe('mountReact on preact/compat (the production runtime)', () => {
  it('mounts, swaps out the server markup, and unmounts', async () => {
    const element = document.createElement('div');
    element.innerHTML = '<p>server</p>';
    document.body.append(element);
    const unmount = await mountReact(element, <span>rendered</span>);
    expect(element.textContent).toBe('rendered');
    unmount();
    expect(element.textContent).toBe('');
  });

  it('rejects when the first render throws, and keeps the server markup', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('div');
    element.innerHTML = '<p>server</p>';
    document.body.append(element);
    const Broken = () => {
      throw new Error('render failed');
    };
    await expect(mountReact(element, <Broken />)).rejects.toThrow('render failed');
    await settle();
    expect(element.innerHTML).toBe('<p>server</p>');
  });
});
