import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfigSection } from '../../../src/kit/config-section.ts';
import { resetLogMemory } from '../../../src/log.ts';

const setConfig = (json: string) => {
  document.body.innerHTML = `<script type="application/json" id="kiosk-config">${json}</script>`;
};

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

  const readStore = (reader: Parameters<Parameters<typeof readConfigSection>[2]>[0]) => ({
    segment: reader.string('segment', 'amazon'),
    delayMs: reader.number('delayMs') ?? 1500,
  });

  it('reads the named section with its defaults', () => {
    setConfig('{"project":"ams","storePrice":{"segment":"otto"}}');
    expect(readConfigSection('store-price', 'storePrice', readStore)).toEqual({
      segment: 'otto',
      delayMs: 1500,
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('gives the defaults when the page has no config block or no section', () => {
    expect(readConfigSection('store-price', 'storePrice', readStore)).toEqual({
      segment: 'amazon',
      delayMs: 1500,
    });
    setConfig('{"project":"ams"}');
    expect(readConfigSection('store-price', 'storePrice', readStore).segment).toBe('amazon');
    expect(error).not.toHaveBeenCalled();
  });

  it('reports every wrong field once, naming the widget and the full path', () => {
    setConfig('{"storePrice":{"segment":7,"delayMs":"soon"}}');
    expect(readConfigSection('store-price', 'storePrice', readStore)).toEqual({
      segment: 'amazon',
      delayMs: 1500,
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toBe(
      '[kiosk:store-price] #kiosk-config: storePrice.segment must be a string; storePrice.delayMs must be a number',
    );
  });

  it('reports a section that is not an object', () => {
    setConfig('{"storePrice":"amazon"}');
    readConfigSection('store-price', 'storePrice', readStore);
    expect(String(error.mock.calls[0]?.[0])).toContain('storePrice must be an object');
  });
});
