import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogMemory } from '../../../src/log.ts';
import { createCampingSearch } from '../../../widgets/camping-search/camping-controller.ts';
import { mount } from '../../../widgets/camping-search/index.tsx';
import { EMPTY_SEARCH } from '../../../widgets/camping-search/search-url.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const NOW = () => new Date('2026-11-27T10:00:00Z');
const BUESUM_AREA = [8.6349, 53.9988, 9.0955, 54.2686] as const;

const place = () => screen.getByRole('combobox', { name: 'Ort, Region oder PLZ' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Stellplatz suchen' }));
const countOf = async () => {
  const heading = await screen.findByRole('heading', { level: 3, name: /^[\d.]+ Stellpl/ });
  return Number(heading.textContent?.replace(/\D/g, ''));
};

describe('camping-search widget against the demo host (issue 28)', () => {
  beforeEach(() => {
    resetLogMemory();
    document.body.innerHTML = '';
    history.replaceState(null, '', '/camping/');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does not mount outside the camping project (a brand-table feature)', async () => {
    const { mountOn } = kioskOnDemoHost({ project: 'ams' }, { now: NOW });
    await expect(mountOn(mount)).rejects.toThrow(/features\.campingSearch/);
  });

  it('says what to do with reversed dates and a misspelt place, and keeps what was typed', async () => {
    const { mountOn } = kioskOnDemoHost({ project: 'pr' }, { now: NOW });
    await mountOn(mount);
    fireEvent.change(place(), { target: { value: 'Büsum' } });
    fireEvent.change(screen.getByLabelText('Anreise'), { target: { value: '2027-07-14' } });
    fireEvent.change(screen.getByLabelText('Abreise'), { target: { value: '2027-07-10' } });
    submit();
    expect(await screen.findByText('Die Abreise muss nach der Anreise liegen.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Abreise'), { target: { value: '2027-07-17' } });
    fireEvent.change(place(), { target: { value: 'Büsm' } });
    submit();
    expect(await screen.findByText('Keinen Ort „Büsm“ gefunden – meinten Sie Büsum?')).toBeTruthy();
    expect((place() as HTMLInputElement).value).toBe('Büsm');
    expect((screen.getByLabelText('Anreise') as HTMLInputElement).value).toBe('2027-07-14');
  });

  it('searches a place, filters with chips and a live count, and keeps it all in the URL', async () => {
    const { mountOn } = kioskOnDemoHost({ project: 'pr' }, { now: NOW });
    await mountOn(mount);
    fireEvent.change(place(), { target: { value: 'Büsum' } });
    submit();
    const all = await countOf();
    expect(all).toBeGreaterThan(20);
    expect(document.querySelectorAll('.kiosk-camping-entry')).toHaveLength(20);
    expect(new URLSearchParams(location.search).get('ort')).toBe('Büsum (25761)');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hunde erlaubt' }));
    await waitFor(async () => expect(await countOf()).toBeLessThan(all));
    expect(new URLSearchParams(location.search).get('ausstattung')).toBe('hunde');
    const chip = screen.getByRole('button', { name: 'Filter „Hunde erlaubt“ entfernen' });
    fireEvent.click(chip);
    await waitFor(async () => expect(await countOf()).toBe(all));
    expect(new URLSearchParams(location.search).get('ausstattung')).toBeNull();
  });

  it("with no results names the filter that removes most, and drops it ('Ohne …')", async () => {
    history.replaceState(
      null,
      '',
      `/camping/?ort=B%C3%BCsum&gebiet=${BUESUM_AREA.join(',')}&typ=stellplatz&preis=15&ausstattung=wlan,barrierefrei,hunde`,
    );
    const { mountOn } = kioskOnDemoHost({ project: 'pr' }, { now: NOW });
    await mountOn(mount);
    expect(await screen.findByText('Keine Stellplätze gefunden.')).toBeTruthy();
    const advice = screen.getByRole('button', { name: /^Ohne „.+“: [\d.]+ Stellpl/ });
    fireEvent.click(advice);
    await waitFor(async () => expect(await countOf()).toBeGreaterThan(0));
  });

  it('loads more entries and moves focus to the first new one', async () => {
    history.replaceState(null, '', `/camping/?ort=B%C3%BCsum&gebiet=${BUESUM_AREA.join(',')}`);
    const { mountOn } = kioskOnDemoHost({ project: 'pr' }, { now: NOW });
    await mountOn(mount);
    await countOf();
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Stellplätze laden' }));
    await waitFor(() => expect(document.querySelectorAll('.kiosk-camping-entry')).toHaveLength(40));
    const links = document.querySelectorAll('.kiosk-camping-entry__link');
    await waitFor(() => expect(document.activeElement).toBe(links[20]));
  });

  it('never lets an older answer replace a newer one', async () => {
    const { kiosk, backend } = kioskOnDemoHost({ project: 'pr' }, { now: NOW });
    const search = createCampingSearch({ kiosk, timeoutMs: 5000, slowAfterMs: 5000, writeUrl: () => {} });
    const held = backend.hold();
    const older = search.restore({ ...EMPTY_SEARCH, place: 'Ostsee', area: [10.9, 54.3, 11.4, 54.6] });
    await held.answered;
    const newer = search.restore({ ...EMPTY_SEARCH, place: 'Büsum', area: BUESUM_AREA });
    await newer;
    const afterNewer = search.store.getState().answer;
    await held.release();
    await older;
    expect(search.store.getState().query.place).toBe('Büsum');
    expect(search.store.getState().answer).toBe(afterNewer);
    expect(search.store.getState()).toMatchObject({ status: 'done', message: undefined });
    expect(afterNewer?.entries.every((entry) => entry.place == 'Büsum' || entry.region == 'Nordsee')).toBe(
      true,
    );
  });

  it('a failed search keeps the last results and the filters, with a German message and retry', async () => {
    history.replaceState(null, '', `/camping/?ort=B%C3%BCsum&gebiet=${BUESUM_AREA.join(',')}`);
    const { mountOn, backend } = kioskOnDemoHost({ project: 'pr' }, { now: NOW });
    await mountOn(mount);
    const all = await countOf();
    backend.answerNext(503);
    fireEvent.change(screen.getByLabelText('Sortieren nach'), { target: { value: 'price' } });
    expect(await screen.findByText(/Die Stellplätze konnten nicht geladen werden/)).toBeTruthy();
    expect(document.querySelectorAll('.kiosk-camping-entry')).toHaveLength(20);
    expect(await countOf()).toBe(all);
    fireEvent.click(within(document.body).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() =>
      expect(screen.queryByText(/Die Stellplätze konnten nicht geladen werden/)).toBeNull(),
    );
  });
});
