import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../widgets/reading-progress/index.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

afterEach(() => {
  document.body.replaceChildren();
  delete (globalThis as { __kioskPageState?: unknown }).__kioskPageState;
});

describe('reading-progress (spec 3.6, 9.6)', () => {
  it('draws a decorative bar and mirrors the page flags from page data', async () => {
    const article = document.createElement('article');
    document.body.append(article);
    const { mountOn } = kioskOnDemoHost({}, { page: { isExclusive: true } });
    const { element } = await mountOn(mount);
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.querySelector('.kiosk-reading-progress__bar')).not.toBeNull();
    expect(document.documentElement.getAttribute('data-kiosk-is-exclusive')).toBe('true');
    expect(document.documentElement.getAttribute('data-kiosk-global-progress-bar-width')).toBe('0');
  });

  it('says which selector matched nothing and leaves the mount point as it was', async () => {
    resetLogMemory();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount, { article: '#fehlt' });
    expect(element.children).toHaveLength(0);
    expect(error.mock.calls.some(([line]) => String(line).includes('no element matches "#fehlt"'))).toBe(
      true,
    );
  });
});
