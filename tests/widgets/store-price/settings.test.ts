import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogMemory } from '../../../src/log.ts';
import { DEFAULT_TIMEOUT_MS } from '../../../features/store-price/settings.ts';
import { readSettings } from '../../../widgets/store-price/settings.ts';

function withConfig(config: unknown) {
  document.body.innerHTML = `<script type="application/json" id="kiosk-config">${JSON.stringify(config)}</script>`;
}

afterEach(() => resetLogMemory());

describe('the storePrice section of #kiosk-config', () => {
  it('reads the store, normalises the web address, and defaults apiBase to apiHost', () => {
    withConfig({
      storePrice: {
        store: 'kaufhaus',
        webAddress: 'https://WWW.Kaufhaus.example',
        shortLinkHost: 'Kauf.Link',
      },
    });
    expect(readSettings('store-price', 'https://api.example.de/api')).toEqual({
      apiBase: 'https://api.example.de/api',
      store: 'kaufhaus',
      shortLinkHost: 'kauf.link',
      webAddress: 'https://www.kaufhaus.example/',
      timeoutMs: DEFAULT_TIMEOUT_MS,
    });
  });

  it.each([
    [{}, 'store is required'],
    [{ storePrice: { store: 'kauf/haus', shortLinkHost: 'kauf.link' } }, 'store is required'],
    [{ storePrice: { store: 'kaufhaus' } }, 'shortLinkHost or webAddress is required'],
    [{ storePrice: { store: 'kaufhaus', webAddress: 'javascript:alert(1)' } }, 'webAddress must be'],
  ])('without a usable store (%j) does nothing, and says why once', (config, problem) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withConfig(config);
    expect(readSettings('store-price', '/api')).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toContain(problem);
  });

  it('takes a whole timeoutMs, and reports any other', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withConfig({ storePrice: { store: 'kaufhaus', shortLinkHost: 'kauf.link', timeoutMs: 300 } });
    expect(readSettings('store-price', '/api')?.timeoutMs).toBe(300);
    withConfig({ storePrice: { store: 'kaufhaus', shortLinkHost: 'kauf.link', timeoutMs: -1 } });
    expect(readSettings('store-price', '/api')?.timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
