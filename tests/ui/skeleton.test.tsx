import { readFileSync } from 'node:fs';
import { URL as NodeURL } from 'node:url';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton } from '../../ui/skeleton.tsx';

afterEach(cleanup);

describe('Skeleton', () => {
  it("hides its shapes from assistive technology, which hears one 'Wird geladen …'", () => {
    const { container } = render(<Skeleton lines={2} block="4rem" />);
    const shapes = container.querySelector('.kiosk-skeleton__shapes')!;
    expect(shapes.getAttribute('aria-hidden')).toBe('true');
    expect(shapes.querySelectorAll('.kiosk-skeleton__line')).toHaveLength(2);
    expect(shapes.querySelector<HTMLElement>('.kiosk-skeleton__block')!.style.height).toBe('4rem');
    // Everything a reader can reach is the German label: no shape is outside the hidden part.
    const reachable = [...container.querySelectorAll('.kiosk-skeleton *')].filter(
      (element) => !element.closest('[aria-hidden="true"]'),
    );
    expect(reachable.map((element) => element.textContent)).toEqual(['Wird geladen …']);
    expect(screen.getByText('Wird geladen …').className).toBe('kiosk-visually-hidden');
  });

  it('stands in for three lines by default, the last one shorter, and takes another label', () => {
    const { container } = render(<Skeleton label="Meldungen werden geladen …" />);
    const lines = [...container.querySelectorAll('.kiosk-skeleton__line')];
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.classList.contains('kiosk-skeleton__line--last'))).toEqual([
      false,
      false,
      true,
    ]);
    expect(screen.getByText('Meldungen werden geladen …')).toBeTruthy();
  });

  it('stops pulsing for readers who ask for reduced motion', () => {
    const css = readFileSync(new NodeURL('../../ui/skeleton.css', import.meta.url), 'utf8');
    const reduced = /@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n {2}\}/.exec(css)?.[1] ?? '';
    expect(reduced).toContain('.kiosk-skeleton__line');
    expect(reduced).toContain('.kiosk-skeleton__block');
    expect(reduced).toMatch(/animation:\s*none/);
  });
});
