import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYWALL_CONFIG } from '../../../demo-host/api/paywall/seed.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { readPaywallSettings, SCRIPT_TIMEOUT_MS } from '../../../widgets/paywall/settings.ts';
import { writePageConfig } from '../../support/page-config.ts';

const setConfig = (config: object) => {
  writePageConfig(config);
};

describe('the paywall section of #kiosk-config', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetLogMemory();
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it("reads the demo host's section", () => {
    setConfig({ project: 'ams', paywall: PAYWALL_CONFIG });
    expect(readPaywallSettings()).toEqual({
      provider: {
        name: 'Demo-Paywall',
        script: '/api/paywall/provider.js',
        global: 'demowall',
        block: 'demowall',
      },
      bypass: { param: 'zq', cookie: 'zqc', codes: [PAYWALL_CONFIG.bypass.codes] },
      scriptTimeoutMs: 10_000,
      offers: { plus: '/abo/?angebot=plus', pur: '/abo/?angebot=pur' },
      loginUrl: '/anmelden/',
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('without provider name, script or global: no paywall, one console line', () => {
    setConfig({ project: 'ams', paywall: { provider: { name: 'X' } } });
    expect(readPaywallSettings()).toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]![0])).toContain(
      'paywall.provider.script is required; paywall.provider.global is required',
    );
  });

  it('drops codes that are not SHA-256 digests and says so; the block defaults to the global', () => {
    const digest = 'A'.repeat(64);
    setConfig({
      project: 'ams',
      paywall: {
        provider: { name: 'P', script: '/p.js', global: 'pw' },
        bypass: { param: 'a', cookie: 'b', codes: `${digest}, kiosk7 ,${'b'.repeat(64)}` },
        scriptTimeoutMs: -5,
      },
    });
    const settings = readPaywallSettings()!;
    expect(settings.bypass.codes).toEqual(['a'.repeat(64), 'b'.repeat(64)]);
    expect(settings.provider.block).toBe('pw');
    expect(settings.scriptTimeoutMs).toBe(SCRIPT_TIMEOUT_MS);
    expect(String(error.mock.calls[0]![0])).toContain('1 entries are not SHA-256 hex digests');
  });
});
