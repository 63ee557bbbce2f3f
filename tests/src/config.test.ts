import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forProject } from '../../src/kit/by-project.ts';
import { parsePageData, parseSiteConfig, readJsonBlock } from '../../src/config.ts';
import { resetLogMemory } from '../../src/log.ts';

describe('config', () => {
  beforeEach(() => {
    resetLogMemory();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => document.body.replaceChildren());

  it('reads a valid site config and fills feature defaults from the brand table', () => {
    const config = parseSiteConfig(
      { project: 'mo', apiHost: 'https://api.example.de/', apiClient: 'mo-web', features: { shop: false } },
      'https://www.example.de',
    );
    expect(config.project).toBe('mo');
    expect(config.apiHost).toBe('https://api.example.de');
    expect(config.features.shop).toBe(false);
    expect(config.features.tours).toBe(true);
    expect(config.community.tourChannel).toBe('tours');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('lists every problem of a malformed config in one console error and keeps defaults', () => {
    const config = parseSiteConfig(
      { project: 'zz', isAb: 'yes', features: { shop: 'on' }, storefront: 5 },
      'https://www.example.de',
    );
    expect(console.error).toHaveBeenCalledTimes(1);
    const message = String(vi.mocked(console.error).mock.calls[0]?.[0]);
    for (const part of ['project "zz"', 'apiHost is required', 'isAb', 'features.shop', 'storefront'])
      expect(message).toContain(part);
    expect(config.isAb).toBe(false);
    expect(config.project).toBe('kiosk');
    expect(config.apiHost).toBe('https://www.example.de/api');
  });

  it('passes storefront.timeoutMs through when valid; 15000 otherwise, with a problem', () => {
    const storefront = (timeoutMs: unknown) =>
      parseSiteConfig(
        {
          project: 'ams',
          apiHost: 'https://api.example.de',
          storefront: { endpoint: 'https://s', timeoutMs },
        },
        'https://www.example.de',
      ).storefront?.timeoutMs;
    expect(storefront(undefined)).toBe(15_000);
    expect(storefront(800)).toBe(800);
    expect(console.error).not.toHaveBeenCalled();
    for (const bad of [0, -5, 1.5, 60_001, '800']) expect(storefront(bad)).toBe(15_000);
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain('storefront.timeoutMs');
  });

  it('treats a page without config (a partner page) as the neutral brand, silently', () => {
    const config = parseSiteConfig(undefined, 'https://partner.example');
    expect(config.brand.project).toBe('kiosk');
    expect(config.apiHost).toBe('https://partner.example/api');
    expect(console.error).not.toHaveBeenCalled();
  });

  it("keeps a page's flag for a feature the brand table does not name, else the feature's own table", () => {
    const table = { default: false, mt: true };
    const flag = (raw: Record<string, unknown>) => {
      const config = parseSiteConfig({ apiHost: 'https://api.example.de', ...raw }, 'https://x.de');
      return config.features.fuelSearch ?? forProject(table, config.project);
    };
    expect(flag({ project: 'mt' })).toBe(true);
    expect(flag({ project: 'ams' })).toBe(false);
    expect(flag({ project: 'ams', features: { fuelSearch: true } })).toBe(true);
    expect(flag({ project: 'mt', features: { fuelSearch: false } })).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
    expect(flag({ project: 'mt', features: { fuelSearch: 'on' } })).toBe(true);
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain('features.fuelSearch');
  });

  it('spec 5.2: tells a configured apiHost from the default one', () => {
    const configured = (raw: Record<string, unknown> | undefined) =>
      parseSiteConfig(raw, 'https://www.example.de').apiHostConfigured;
    expect(configured({ project: 'ams', apiHost: 'https://api.example.de' })).toBe(true);
    expect(configured(undefined)).toBe(false);
    expect(configured({ project: 'ams' })).toBe(false);
    expect(configured({ project: 'ams', apiHost: '' })).toBe(false);
  });

  it('spec 2.2: a preview page names a theme code, which stands for its brand', () => {
    const preview = (project: string, isPreview: boolean) =>
      parseSiteConfig({ project, apiHost: 'https://api.example.de', preview: isPreview }, 'https://x.de');
    expect(preview('love', true)).toMatchObject({ project: 'wh', brand: { project: 'wh' } });
    expect(preview('lovemh', true)).toMatchObject({ project: 'mh', brand: { project: 'mh' } });
    expect(console.error).not.toHaveBeenCalled();
    expect(preview('love', false).project).toBe('kiosk');
  });

  it('names the block when its JSON is invalid', () => {
    document.body.innerHTML = `<script type="application/json" id="kiosk-config">{"project":</script>`;
    expect(readJsonBlock('kiosk-config')).toBeUndefined();
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain('#kiosk-config is not valid JSON');
  });

  it('reads page data with spec defaults (ab_test A) and drops wrongly typed fields', () => {
    const page = parsePageData({ PageType: 'Artikel', CID: 42, extra: { kept: true } });
    expect(page.ab_test).toBe('A');
    expect(page.PageType).toBe('Artikel');
    expect(page.CID).toBeUndefined();
    expect(page.extra).toEqual({ kept: true });
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain('CID must be a string');
  });
});
