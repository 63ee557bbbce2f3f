import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineConfigSection, milliseconds } from '../../../src/kit/config-schema.ts';
import { readConfigSection } from '../../../src/kit/config-section.ts';
import { resetLogMemory } from '../../../src/log.ts';

const setConfig = (json: string) => {
  document.body.innerHTML = `<script type="application/json" id="kiosk-config">${json}</script>`;
};

const STORE = defineConfigSection('storePrice', {
  segment: { type: 'string', default: 'amazon', pattern: /^[a-z]+$/, description: 'the store' },
  delayMs: milliseconds({ default: 1500, description: 'the wait' }),
  live: { type: 'boolean', default: false, description: 'live prices' },
});

const WALL = defineConfigSection('paywall', {
  provider: {
    type: 'object',
    description: 'the provider',
    fields: {
      name: { type: 'string', required: true, description: 'its name' },
      block: { type: 'string', description: 'its block' },
    },
  },
});

describe('readConfigSection', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetLogMemory();
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    error.mockRestore();
    document.body.innerHTML = '';
  });

  it('reads the named section with its defaults', () => {
    setConfig('{"project":"ams","storePrice":{"segment":"otto"}}');
    expect(readConfigSection('store-price', STORE)).toEqual({ segment: 'otto', delayMs: 1500, live: false });
    expect(error).not.toHaveBeenCalled();
  });

  it('gives the defaults when the page has no config block or no section', () => {
    expect(readConfigSection('store-price', STORE)).toEqual({
      segment: 'amazon',
      delayMs: 1500,
      live: false,
    });
    setConfig('{"project":"ams"}');
    expect(readConfigSection('store-price', STORE).segment).toBe('amazon');
    expect(error).not.toHaveBeenCalled();
  });

  it('reports every wrong field once, naming the widget and the full path, and uses the defaults', () => {
    setConfig('{"storePrice":{"segment":7,"delayMs":"soon","live":"yes"}}');
    expect(readConfigSection('store-price', STORE)).toEqual({
      segment: 'amazon',
      delayMs: 1500,
      live: false,
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toBe(
      '[kiosk:store-price] #kiosk-config: storePrice.segment must be a string matching /^[a-z]+$/; ' +
        'storePrice.delayMs must be a whole number of milliseconds from 1 to 60000; storePrice.live must be true or false',
    );
  });

  it.each([0, 60_001, 12.5, -3, Number.MAX_VALUE])(
    'takes no %s for whole milliseconds from 1 to 60000',
    (value) => {
      setConfig(JSON.stringify({ storePrice: { delayMs: value } }));
      expect(readConfigSection('store-price', STORE).delayMs).toBe(1500);
      expect(error).toHaveBeenCalledOnce();
    },
  );

  it.each([1, 60_000, 250])('takes %s milliseconds', (value) => {
    setConfig(JSON.stringify({ storePrice: { delayMs: value } }));
    expect(readConfigSection('store-price', STORE).delayMs).toBe(value);
    expect(error).not.toHaveBeenCalled();
  });

  it('reads inherited names as missing, not as fields', () => {
    setConfig('{"storePrice":{}}');
    const settings = readConfigSection(
      'store-price',
      defineConfigSection('storePrice', {
        toString: { type: 'string', description: 'a name every object inherits' },
      }),
    );
    expect(settings).toEqual({});
  });

  it('reports a section that is not an object', () => {
    setConfig('{"storePrice":"amazon"}');
    readConfigSection('store-price', STORE);
    expect(String(error.mock.calls[0]?.[0])).toContain('storePrice must be an object');
  });

  it('gives undefined without a required field, at any depth, and names it', () => {
    setConfig('{"paywall":{"provider":{"block":"x"}}}');
    expect(readConfigSection('paywall', WALL)).toBeUndefined();
    expect(String(error.mock.calls[0]?.[0])).toContain('paywall.provider.name is required');
    setConfig('{"paywall":{"provider":{"name":"P"}}}');
    expect(readConfigSection('paywall', WALL)).toEqual({ provider: { name: 'P' } });
  });

  it('lets refine derive values and report into the same console line', () => {
    setConfig('{"storePrice":{"segment":7}}');
    const settings = readConfigSection('store-price', STORE, (section, problem) => {
      problem('segment needs a shop');
      return `${section.segment}!`;
    });
    expect(settings).toBe('amazon!');
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain(
      'storePrice.segment must be a string matching /^[a-z]+$/; storePrice.segment needs a shop',
    );
  });
});
