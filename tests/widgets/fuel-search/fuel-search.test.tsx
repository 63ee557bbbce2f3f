import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetHourlyAverages } from '../../../features/fuel/hourly-averages.ts';
import { HOURS_FAILED, HOURS_LOADING, NEED_PLACE, noPlace } from '../../../features/fuel/messages.ts';
import { createBus } from '../../../src/bus.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { createPlatformApi } from '../../../src/platform-api.ts';
import type { Kiosk } from '../../../src/widget-contract.ts';
import { mount } from '../../../widgets/fuel-search/index.tsx';
import { PAGE_SIZE } from '../../../widgets/fuel-search/results.tsx';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

function kioskFor(apiHost: string, fuelSearch = true): Kiosk {
  return {
    bus: createBus(document),
    config: { project: fuelSearch ? 'mt' : 'ams', features: { fuelSearch } },
    api: createPlatformApi(apiHost, () => undefined),
    isMobile: () => false,
  } as unknown as Kiosk;
}

async function mountWidget(kiosk: Kiosk) {
  const element = document.createElement('div');
  document.body.append(element);
  return { element, unmount: await mount(element, {}, kiosk) };
}

describe('fuel-search widget against the demo host', () => {
  beforeEach(() => {
    localStorage.clear();
    resetLogMemory();
    forgetHourlyAverages();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does not mount outside the fuel-price project (a brand-table feature)', async () => {
    const host = routeFetchToDemoHost();
    await expect(mountWidget(kioskFor(host.apiHost, false))).rejects.toThrow(/features\.fuelSearch/);
    expect(host.requests).toHaveLength(0);
  });

  it('suggests places, takes one with the keyboard, and lists stations with pump prices', async () => {
    const host = routeFetchToDemoHost({ now: () => new Date('2026-11-23T11:00:00Z') });
    const { unmount } = await mountWidget(kioskFor(host.apiHost));
    const field = screen.getByRole('combobox', { name: 'Ort oder PLZ' });
    fireEvent.change(field, { target: { value: 'Hamb' } });
    const list = await screen.findByRole('listbox', { name: 'Vorschläge' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0]?.id);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect((field as HTMLInputElement).value).toBe('20095 Hamburg');
    fireEvent.click(screen.getByRole('button', { name: 'Spritpreise vergleichen' }));
    const summary = await screen.findByText(
      /Tankstellen im Umkreis von 5 km um 20095 Hamburg/,
      {},
      { timeout: 5_000 },
    );
    expect(summary).toBeTruthy();
    const first = document.querySelector('.kiosk-fuel-station');
    expect(first?.querySelector('sup')?.textContent).toBe('9');
    expect(first?.textContent).toMatch(/\d,\d\d9 €/);
    // The hourly chart, with the cheapest hour in words.
    expect(await screen.findByText(/zwischen 20 und 21 Uhr am günstigsten/)).toBeTruthy();
    unmount();
  });

  // The field's own rules (the list stays closed after Enter, the count announced) are
  // tests/ui/place-combobox.test.tsx's.
  it('Enter on a typed place closes the suggestions; the field then reads the place searched', async () => {
    const host = routeFetchToDemoHost({ now: () => new Date('2026-11-23T11:00:00Z') });
    const { unmount } = await mountWidget(kioskFor(host.apiHost));
    const field = screen.getByRole('combobox', { name: 'Ort oder PLZ' });
    fireEvent.change(field, { target: { value: 'Berl' } });
    const list = await screen.findByRole('listbox', { name: 'Vorschläge' });
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(0));
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.submit(field.closest('form')!);
    await screen.findByText(/Tankstellen im Umkreis von 5 km um 10178 Berlin/);
    expect((field as HTMLInputElement).value).toBe('10178 Berlin');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    unmount();
  });

  // issue 23, 7: the message says what to do; a retry button beside it would only repeat the search.
  it.each([
    ['an empty field', '', NEED_PLACE],
    ['an unknown place', 'Atlantis', noPlace('Atlantis')],
  ])("offers no 'Erneut versuchen' for %s, where retrying means nothing", async (_, text, message) => {
    const host = routeFetchToDemoHost();
    const { unmount } = await mountWidget(kioskFor(host.apiHost));
    const field = screen.getByRole('combobox', { name: 'Ort oder PLZ' });
    fireEvent.change(field, { target: { value: text } });
    fireEvent.submit(field.closest('form')!);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(message));
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    unmount();
  });

  it("offers 'Erneut versuchen' where the search failed", async () => {
    const host = routeFetchToDemoHost();
    const { unmount } = await mountWidget(kioskFor(host.apiHost));
    const field = screen.getByRole('combobox', { name: 'Ort oder PLZ' });
    fireEvent.change(field, { target: { value: '10178' } });
    host.answerNext(502);
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    unmount();
  });

  it("opens a station's hours on demand: one call, a German failure with its retry, then the hours", async () => {
    const host = routeFetchToDemoHost({ now: () => new Date('2026-11-23T11:00:00Z') });
    const { unmount } = await mountWidget(kioskFor(host.apiHost));
    const field = screen.getByRole('combobox', { name: 'Ort oder PLZ' });
    fireEvent.change(field, { target: { value: '10178' } });
    fireEvent.submit(field.closest('form')!);
    await screen.findByText(/Tankstellen im Umkreis von 5 km um 10178 Berlin/);
    const detailCalls = () => host.requests.filter((request) => /\/mt\/stations\/[^/?]+$/.test(request.url));
    const hours = document.querySelector<HTMLDetailsElement>('.kiosk-fuel-station details')!;
    const toggle = (open: boolean) => {
      hours.open = open;
      fireEvent(hours, new Event('toggle'));
    };
    // Closed, a row holds its summary only, and nothing was asked.
    expect(hours.textContent).toBe('Öffnungszeiten');
    expect(detailCalls()).toHaveLength(0);
    // A proxy in front of the backend fails the first call (it never reaches the demo host).
    host.answerNext(503);
    toggle(true);
    expect(within(hours).getByText(HOURS_LOADING)).toBeTruthy();
    const alert = await within(hours).findByText(HOURS_FAILED);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(detailCalls()).toHaveLength(0);
    fireEvent.click(within(hours).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(within(hours).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(hours).getAllByRole('listitem')[0]?.textContent).toMatch(/^.+: \d\d:\d\d–\d\d:\d\d Uhr$/);
    expect(within(hours).queryByText(HOURS_FAILED)).toBeNull();
    // Closed and opened again: the hours are known, nothing is asked again.
    expect(detailCalls()).toHaveLength(1);
    toggle(false);
    toggle(true);
    expect(detailCalls()).toHaveLength(1);
    // A station open around the clock has no hours to open.
    const allDay = [...document.querySelectorAll('.kiosk-fuel-station')].filter((row) =>
      row.textContent?.includes('Rund um die Uhr geöffnet'),
    );
    expect(allDay.length).toBeGreaterThan(0);
    expect(allDay.every((row) => row.querySelector('details') === null)).toBe(true);
    unmount();
  });
  // A page of rows per 'Weitere …' (issue 22); focus goes to the first row it added, and stays on a row
  // when the last page takes the button away.
  it("'Weitere … Tankstellen anzeigen' adds a page of rows and focuses the first of them", async () => {
    const host = routeFetchToDemoHost({ now: () => new Date('2026-11-23T11:00:00Z') });
    const { unmount } = await mountWidget(kioskFor(host.apiHost));
    const field = screen.getByRole('combobox', { name: 'Ort oder PLZ' });
    fireEvent.change(field, { target: { value: '20095' } });
    fireEvent.submit(field.closest('form')!);
    const summary = await screen.findByText(
      /Tankstellen im Umkreis von 5 km um 20095 Hamburg/,
      {},
      { timeout: 5_000 },
    );
    const total = Number(/^(\d+)/.exec(summary.textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(PAGE_SIZE);
    const rows = () => document.querySelectorAll('.kiosk-fuel-station');
    expect(rows()).toHaveLength(PAGE_SIZE);
    for (let listed = PAGE_SIZE; listed < total; listed += PAGE_SIZE) {
      const more = screen.getByRole('button', {
        name: `Weitere ${Math.min(PAGE_SIZE, total - listed)} Tankstellen anzeigen`,
      });
      more.focus();
      fireEvent.click(more);
      expect(rows()).toHaveLength(Math.min(total, listed + PAGE_SIZE));
      expect(document.activeElement).toBe(rows()[listed]?.querySelector('.kiosk-fuel-station__brand'));
    }
    expect(screen.queryByRole('button', { name: /^Weitere/ })).toBeNull();
    unmount();
  });
});
