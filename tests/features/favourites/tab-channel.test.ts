// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { openTabChannel, type TabMessage } from '../../../features/favourites/tab-channel.ts';

describe('tab channel (other tabs agree within a second)', () => {
  it('delivers a confirmed change to the other tabs, not to the one that posted it', async () => {
    const [first, second] = [openTabChannel(), openTabChannel()];
    const heardByFirst = vi.fn();
    const heardBySecond = vi.fn();
    const stopFirst = first.listen(heardByFirst);
    const stopSecond = second.listen(heardBySecond);
    const message: TabMessage = {
      kind: 'favourite',
      token: 't',
      channel: 'artikel',
      id: '1201',
      saved: true,
    };
    first.post(message);
    await vi.waitFor(() => expect(heardBySecond).toHaveBeenCalledWith(message), { timeout: 1000 });
    expect(heardByFirst).not.toHaveBeenCalled();
    stopFirst();
    stopSecond();
  });
});
