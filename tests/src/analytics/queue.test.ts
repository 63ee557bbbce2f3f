import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsQueue } from '../../../src/analytics/queue.ts';
import { resetLogMemory } from '../../../src/log.ts';

interface Event {
  name: string;
}

function setUp(deliver: (event: Event) => void = () => undefined) {
  const delivered: string[] = [];
  const queue = createAnalyticsQueue<Event>((event) => {
    delivered.push(event.name);
    deliver(event);
  });
  return { queue, delivered };
}

describe('analytics queue (spec 4.7)', () => {
  beforeEach(resetLogMemory);

  it('holds events until the article data and the login data are both initialised', () => {
    const { queue, delivered } = setUp();
    queue.track({ name: 'a' });
    queue.articleReady();
    queue.track({ name: 'b' });
    expect(delivered).toEqual([]);
    queue.loginReady();
    expect(delivered).toEqual(['a', 'b']);
  });

  it('releases in order whichever data is ready first, then lets events straight through', () => {
    const { queue, delivered } = setUp();
    queue.track({ name: 'a' });
    queue.loginReady();
    queue.track({ name: 'b' });
    expect(delivered).toEqual([]);
    queue.articleReady();
    expect(delivered).toEqual(['a', 'b']);
    queue.track({ name: 'c' });
    expect(delivered).toEqual(['a', 'b', 'c']);
  });

  it('releases each event once, however often readiness is reported', () => {
    const { queue, delivered } = setUp();
    queue.track({ name: 'a' });
    queue.articleReady();
    queue.loginReady();
    queue.loginReady();
    queue.articleReady();
    expect(delivered).toEqual(['a']);
  });

  it('queues an event tracked during the release behind the held ones', () => {
    const { queue, delivered } = setUp((event) => {
      if (event.name === 'a') queue.track({ name: 'from-a' });
    });
    queue.track({ name: 'a' });
    queue.track({ name: 'b' });
    queue.articleReady();
    queue.loginReady();
    expect(delivered).toEqual(['a', 'b', 'from-a']);
  });

  it('keeps delivering after one delivery throws, and logs the failure', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queue, delivered } = setUp((event) => {
      if (event.name === 'a') throw new Error('broken');
    });
    queue.track({ name: 'a' });
    queue.track({ name: 'b' });
    queue.articleReady();
    queue.loginReady();
    expect(delivered).toEqual(['a', 'b']);
    expect(error).toHaveBeenCalledWith('[kiosk:analytics] delivering an event failed', expect.any(Error));
  });
});
