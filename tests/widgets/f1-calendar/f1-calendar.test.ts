import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { seasonListMarkup } from '../../../demo-host/api/f1/season-list.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { mount } from '../../../widgets/f1-calendar/index.tsx';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const SERVER_LIST = seasonListMarkup();

describe('f1-calendar mounted through the kit (issue 30)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-26T12:00:00Z'));
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    localStorage.clear();
  });
  afterEach(() => {
    dropPageShared('f1Season');
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const mountCalendar = async () => {
    const demo = kioskOnDemoHost({}, { now: () => new Date() });
    const mounted = await demo.mountOn(mount, { alarm: true }, SERVER_LIST);
    await waitFor(() => expect(within(mounted.element).getByRole('region')).toBeTruthy());
    return { ...demo, ...mounted };
  };
  const round = (element: HTMLElement, id: string) =>
    element.querySelector<HTMLElement>(`[data-round="${id}"]`)!;

  it('lists every round, marks and opens the next one, with podiums of past rounds and Sprint marks', async () => {
    const { element } = await mountCalendar();
    expect(element.querySelectorAll('.kiosk-f1-calendar__round')).toHaveLength(24);
    const japan = round(element, '2026-japan');
    expect(within(japan).getByText('Nächstes Rennen')).toBeTruthy();
    expect(within(japan).getByRole('button', { expanded: true })).toBeTruthy();
    expect(round(element, '2026-china').querySelector('.kiosk-f1-calendar__badge')?.textContent).toBe(
      'Sprint',
    );
    expect(
      round(element, '2026-australien').querySelector('.kiosk-f1-calendar__podium')?.textContent,
    ).toMatch(/^Podium: 1\. .+ · 2\. .+ · 3\. .+$/);
    expect(round(element, '2026-japan').querySelector('.kiosk-f1-calendar__podium')).toBeNull();
    // A weekend across the March switch: Friday in MEZ, Sunday in MESZ.
    const times = [...japan.querySelectorAll('.kiosk-f1-calendar__session time')].map(
      (time) => time.textContent,
    );
    expect(times[0]).toBe('Fr., 27.03., 03:30 MEZ');
    expect(times.at(-1)).toBe('So., 29.03., 07:00 MESZ');
  });

  it('switches to Ortszeit, remembers it, and a closed round opens to its sessions', async () => {
    const { element } = await mountCalendar();
    fireEvent.click(within(element).getByRole('radio', { name: 'Ortszeit' }));
    const japan = round(element, '2026-japan');
    expect(japan.querySelector('.kiosk-f1-calendar__session:last-child time')?.textContent).toBe(
      'So., 29.03., 14:00 GMT+9',
    );
    const vegas = round(element, '2026-las-vegas');
    const toggle = within(vegas).getByRole('button', { expanded: false });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(vegas.querySelector('.kiosk-f1-calendar__session:last-child time')?.textContent).toBe(
      'Sa., 21.11., 22:00 GMT-8',
    );
    document.body.innerHTML = '';
    const again = await mountCalendar();
    expect((within(again.element).getByRole('radio', { name: 'Ortszeit' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("builds the .ics of a session in the browser, without a request, and counts the click as 'kalender'", async () => {
    const { element, kiosk, backend } = await mountCalendar();
    const files: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => (files.push(blob), 'blob:ics');
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const events: unknown[] = [];
    kiosk.bus.on('analytics-event', (event) => events.push(event));
    const requests = backend.requests.length;
    fireEvent.click(
      within(round(element, '2026-japan')).getByRole('button', { name: 'Rennen: In Kalender eintragen' }),
    );
    expect(backend.requests.length).toBe(requests);
    const vevent = new ICAL.Component(ICAL.parse(await files[0]!.text())).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('uid')).toBe('2026-japan-race@f1.kiosk');
    expect(vevent?.getFirstPropertyValue('summary')).toBe('F1: Großer Preis von Japan – Rennen');
    expect(String(vevent?.getFirstPropertyValue('dtstart'))).toBe('2026-03-29T05:00:00Z');
    expect(String(vevent?.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger'))).toBe('-PT30M');
    expect(events).toContainEqual({ name: 'F1-Widget / klick', props: { label: 'kalender' } });
    expect(within(element).getByRole('link', { name: 'Alle Rennen abonnieren' }).getAttribute('href')).toBe(
      'webcal://localhost:5173/api/f1/season.ics',
    );
  });

  it('leaves the server list in place when the season cannot be loaded', async () => {
    const { backend, mountOn } = kioskOnDemoHost({}, { now: () => new Date() });
    backend.answerNext(503);
    const { element } = await mountOn(mount, {}, SERVER_LIST);
    expect(element.innerHTML).toBe(SERVER_LIST);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('the demo page carries the server list as the seed gives it', () => {
    const page = readFileSync('demo-host/pages/formel-1-kalender.html', 'utf8');
    const flat = (html: string) => html.replace(/\s+/g, ' ');
    expect(flat(page)).toContain(flat(SERVER_LIST));
  });
});
