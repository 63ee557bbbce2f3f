import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../src/bus.ts';
import { createHostApi } from '../../src/host-api.ts';
import { lazyCommands } from '../../src/lazy-commands.ts';
import { resetLogMemory } from '../../src/log.ts';

afterEach(() => {
  vi.restoreAllMocks();
  resetLogMemory();
});

describe('lazyCommands: a host command loads its module on first use', () => {
  it('loads once, then runs every command pushed meanwhile, in order, in the module', async () => {
    const bus = createBus(document);
    const ran: string[] = [];
    const load = vi.fn(async () => {
      bus.handle('overlay.request', (request) => void ran.push(`request ${JSON.stringify(request)}`));
      bus.handle('overlay.closed', (id) => void ran.push(`closed ${String(id)}`));
    });
    lazyCommands(bus, ['overlay.request', 'overlay.closed'], load);
    expect(load).not.toHaveBeenCalled();
    createHostApi(bus).push(
      ['overlay.request', { id: 'a' }],
      ['overlay.closed', 'a'],
      ['overlay.request', { id: 'b' }],
    );
    await vi.waitFor(() => expect(ran).toHaveLength(3));
    expect(load).toHaveBeenCalledTimes(1);
    expect(ran).toEqual(['request {"id":"a"}', 'closed a', 'request {"id":"b"}']);
  });

  it('says so once, and does not loop, when the module registers no handler', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createBus(document);
    lazyCommands(bus, ['page-state.set'], async () => undefined);
    createHostApi(bus).push(['page-state.set', { onlyOverlayAds: true }]);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]?.[0]).toBe('[kiosk:kiosk] page-state.set: no handler in its module');
  });
});
