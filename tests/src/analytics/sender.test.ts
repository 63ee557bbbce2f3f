import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePageData, parseSiteConfig } from '../../../src/config.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { createSender, IGNORE_STORAGE_KEY, type SenderOptions } from '../../../src/analytics/sender.ts';
import type { ReceivedEvent } from '../../../demo-host/api/events/index.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

const PAGE = { analyticsDomain: 'auto.kiosk-demo.de', analyticsDomainPro: 'pro.kiosk-demo.de' };

function useSender(
  project = 'ams',
  page: Record<string, unknown> = PAGE,
  extra: Partial<SenderOptions> = {},
) {
  const backend = routeFetchToDemoHost();
  const config = parseSiteConfig({ project, apiHost: backend.apiHost }, 'http://localhost:5173');
  const send = createSender({ config, page: parsePageData(page), ...extra });
  const received = async () => (await (await backend.app.request('/api/events')).json()) as ReceivedEvent[];
  return { ...backend, send, received };
}

/** happy-dom reports itself as automated, like the e2e browser; readers' browsers do not. */
const asReaderBrowser = () => vi.spyOn(navigator, 'webdriver', 'get').mockReturnValue(false);

describe('web-analytics sender (spec 7.12)', () => {
  beforeEach(() => {
    resetLogMemory();
    localStorage.clear();
  });

  it('posts n, u, d, r, w, m and p as text to {origin of apiHost}/api/event, where the sink has it', async () => {
    asReaderBrowser();
    const { send, requests, received } = useSender();
    const outcome = await send({ name: 'article_start', props: { counter: 3 }, meta: { CID: '1201' } });

    expect(outcome).toBe('sent');
    expect(requests[0]?.url).toBe('http://localhost:5173/api/event');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Content-Type')).toBe('text/plain');
    expect(JSON.parse(await requests[0]!.text())).toEqual({
      n: 'article_start',
      u: location.href,
      d: 'auto.kiosk-demo.de',
      r: null,
      w: window.innerWidth,
      m: { CID: '1201' },
      p: { counter: 3 },
    });
    expect(await received()).toEqual([
      expect.objectContaining({ n: 'article_start', d: 'auto.kiosk-demo.de', p: { counter: 3 } }),
    ]);
  });

  it('leaves out m and p when the event has none', async () => {
    asReaderBrowser();
    const { send, received } = useSender();
    await send({ name: 'paywall_impression' });
    const [event] = await received();
    expect(event).not.toHaveProperty('m');
    expect(event).not.toHaveProperty('p');
  });

  it('reports under the pro domain on the tech-pro project (spec 3.7)', async () => {
    asReaderBrowser();
    const { send, received } = useSender('pro');
    await send({ name: 'paywall_impression' });
    expect((await received())[0]?.d).toBe('pro.kiosk-demo.de');
  });

  it('counts a page without its domain field under location.hostname, warning once', async () => {
    asReaderBrowser();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { send, received } = useSender('pro', { analyticsDomain: 'auto.kiosk-demo.de' });
    await send({ name: 'paywall_impression' });
    expect((await received())[0]?.d).toBe(location.hostname);
    expect(warn).toHaveBeenCalledWith(
      `[kiosk:analytics] #kiosk-page lacks analyticsDomainPro; events count under ${location.hostname}`,
    );
  });

  it('sends to a given host instead', async () => {
    asReaderBrowser();
    const { send, requests } = useSender('ams', PAGE, { host: 'http://localhost:5173/' });
    await send({ name: 'paywall_click' });
    expect(requests[0]?.url).toBe('http://localhost:5173/api/event');
  });

  describe('skip rules (spec 5.6)', () => {
    it('sends nothing from an automated browser', async () => {
      const { send, requests } = useSender();
      expect(navigator.webdriver).toBe(true);
      expect(await send({ name: 'paywall_click' })).toBe('skipped');
      expect(requests).toEqual([]);
    });

    it('sends from an automated browser only when told so explicitly', async () => {
      const { send, received } = useSender('ams', PAGE, { sendFromAutomatedBrowsers: true });
      expect(await send({ name: 'paywall_click' })).toBe('sent');
      expect(await received()).toHaveLength(1);
    });

    it(`sends nothing when ${IGNORE_STORAGE_KEY} is stored as 'true', and sends for other values`, async () => {
      asReaderBrowser();
      const { send, received } = useSender();
      localStorage.setItem('kiosk_ignore', 'true');
      expect(await send({ name: 'paywall_click' })).toBe('skipped');
      localStorage.setItem('kiosk_ignore', 'false');
      expect(await send({ name: 'paywall_impression' })).toBe('sent');
      expect((await received()).map((event) => event.n)).toEqual(['paywall_impression']);
    });

    it('still sends when storage is blocked (reading it throws)', async () => {
      asReaderBrowser();
      vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      expect(() => localStorage.getItem(IGNORE_STORAGE_KEY)).toThrow('insecure');
      const { send, received } = useSender();
      expect(await send({ name: 'paywall_click' })).toBe('sent');
      expect(await received()).toHaveLength(1);
    });
  });

  it('returns a failure as a value and logs it once', async () => {
    asReaderBrowser();
    const { send } = useSender();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await send({ name: '' })).toBe('failed');
    expect(await send({ name: '' })).toBe('failed');
    expect(error.mock.calls).toEqual([['[kiosk:analytics] event not sent: HTTP 400']]);
  });
});
