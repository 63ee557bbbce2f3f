import { readFileSync } from 'node:fs';
import { URL as NodeURL } from 'node:url';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Spinner } from '../../ui/spinner.tsx';

afterEach(cleanup);

describe('Spinner', () => {
  it('with a label, is a status that says what is under way', () => {
    render(<Spinner label="Menge wird aktualisiert …" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Menge wird aktualisiert …');
    expect(status.className).toBe('kiosk-spinner');
  });

  it('without one, is decorative: hidden from assistive technology', () => {
    const { container } = render(<Spinner tone="current" />);
    const spinner = container.querySelector('.kiosk-spinner')!;
    expect(spinner.getAttribute('aria-hidden')).toBe('true');
    expect(spinner.classList.contains('kiosk-spinner--current')).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('turns slower, not faster or never, for readers who ask for reduced motion', () => {
    const css = readFileSync(new NodeURL('../../ui/spinner.css', import.meta.url), 'utf8');
    const seconds = (text: string) => Number(/([\d.]+)s/.exec(text)?.[1]);
    const normal = seconds(/animation: kiosk-spin ([^;]+);/.exec(css)![1]!);
    const reduced = seconds(
      /prefers-reduced-motion: reduce[\s\S]*?animation-duration: ([^;]+);/.exec(css)![1]!,
    );
    expect(reduced).toBeGreaterThan(normal);
  });
});
