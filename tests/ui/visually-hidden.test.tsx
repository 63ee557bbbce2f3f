import { readFileSync } from 'node:fs';
import { URL as NodeURL } from 'node:url';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VisuallyHidden, visuallyHidden } from '../../ui/visually-hidden.tsx';

afterEach(cleanup);

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of what holds it', () => {
    render(
      <label>
        Menge<VisuallyHidden>: Auto Motor Kiosk Jahrbuch 2026</VisuallyHidden>
        <select />
      </label>,
    );
    expect(screen.getByLabelText('Menge: Auto Motor Kiosk Jahrbuch 2026')).toBeTruthy();
    expect(screen.getByText(': Auto Motor Kiosk Jahrbuch 2026').className).toBe(visuallyHidden);
  });

  it('hides by clipping, never with display or visibility, which would hide it from readers too', () => {
    const css = readFileSync(new NodeURL('../../ui/visually-hidden.css', import.meta.url), 'utf8');
    const rule = /\.kiosk-visually-hidden \{([^}]*)\}/.exec(css)![1]!;
    expect(rule).toContain('clip-path: inset(50%)');
    expect(rule).toContain('position: absolute');
    expect(rule).not.toMatch(/display:\s*none|visibility:\s*hidden/);
  });
});
