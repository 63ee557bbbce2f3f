import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { mount } from '../../../widgets/training-plans/index.ts';
import { meta } from '../../../widgets/training-plans/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

async function filterAt(search = '') {
  history.replaceState(null, '', `/fitness/trainingsplaene/${search}`);
  const setup = kioskOnDemoHost({}, { origin: location.origin });
  const mounted = await setup.mountOn(mount, {}, meta.example.markup);
  const status = () => mounted.element.querySelector('.kiosk-training-plans__status')?.textContent;
  return { ...setup, ...mounted, status, view: within(mounted.element) };
}

const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => `${option.text}${option.disabled ? ' –' : ''}`);

describe('training-plans (issue 27)', () => {
  const unmounts: Array<() => void> = [];
  beforeEach(() => {
    resetLogMemory();
    FakeIntersectionObserver.reset();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    for (const unmount of unmounts.splice(0)) unmount();
    dropPageShared('planOwnership');
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('the menu and filters with live counts; an empty option stays with (0), disabled; the choice goes into the URL', async () => {
    const { view, element, unmount, status } = await filterAt();
    unmounts.push(unmount);
    await waitFor(() => expect(status()).toBe('63 Trainingspläne'));
    const menu = view.getByRole('navigation', { name: 'Kategorien' });
    expect(
      within(menu)
        .getAllByRole('button', { pressed: undefined })
        .map((button) => button.textContent),
    ).toEqual(['Kategorien', 'Alle (63)', 'Laufen (36)', 'Radfahren (9)', 'Kraft (9)', 'Abnehmen (9)']);
    fireEvent.change(view.getByRole('combobox', { name: 'Ziel' }), { target: { value: 'Marathon' } });
    expect(location.search).toBe('?ziel=Marathon');
    expect(status()).toBe('9 Trainingspläne');
    expect(optionTexts(view.getByRole('combobox', { name: 'Zielzeit' }))).toEqual([
      'Alle (9)',
      'unter 30 min (0) –',
      'unter 25 min (0) –',
      'unter 20 min (0) –',
      'unter 60 min (0) –',
      'unter 50 min (0) –',
      'unter 40 min (0) –',
      'unter 2:15 h (0) –',
      'unter 2:00 h (0) –',
      'unter 1:45 h (0) –',
      'unter 4:30 h (3)',
      'unter 4:00 h (3)',
      'unter 3:30 h (3)',
    ]);
    // The other filters count what choosing them would give, with the Ziel kept.
    expect(optionTexts(view.getByRole('combobox', { name: 'Trainingstage pro Woche' }))).toEqual([
      'Alle (9)',
      '2 Tage (0) –',
      '3 Tage (3)',
      '4 Tage (3)',
      '5 Tage (3)',
    ]);
    expect(within(menu).getByRole('button', { name: 'Radfahren (0)' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('button', { name: 'Laufen (9)' }));
    expect(within(menu).getByRole('button', { name: 'Laufen (9)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(new URLSearchParams(location.search).get('kategorie')).toBe('Laufen');
    // The results are paid boxes.
    const boxes = element.querySelectorAll('.kiosk-training-plans__results .kiosk-paid-box');
    expect(boxes).toHaveLength(9);
    expect(
      within(boxes[0] as HTMLElement).getByRole('link', { name: /^Jetzt kaufen: Marathon unter 4:30 h/ }),
    ).toBeTruthy();
    expect(within(boxes[0] as HTMLElement).getByText('14,99 € inkl. MwSt.')).toBeTruthy();
  });

  it('no match: the nearest plans, naming the criterion given up; back and forward step through the URL', async () => {
    const { view, unmount, status } = await filterAt('?ziel=Marathon&niveau=Einsteiger&tage=2');
    unmounts.push(unmount);
    await waitFor(() =>
      expect(status()).toBe(
        'Kein Trainingsplan passt zu allen Filtern. Ohne „Trainingstage pro Woche: 2 Tage“ passen diese 3 Pläne:',
      ),
    );
    expect(view.getByRole('list', { name: 'Trainingspläne' }).children).toHaveLength(3);
    fireEvent.change(view.getByRole('combobox', { name: 'Trainingstage pro Woche' }), {
      target: { value: '3' },
    });
    expect(status()).toBe('1 Trainingsplan');
    history.back();
    await waitFor(() =>
      expect(view.getByRole('combobox', { name: 'Trainingstage pro Woche' })).toHaveProperty('value', '2'),
    );
    expect(status()).toMatch(/^Kein Trainingsplan passt/);
    const reset = view.getByRole('button', { name: 'Filter zurücksetzen' });
    reset.focus();
    fireEvent.click(reset);
    expect(status()).toBe('63 Trainingspläne');
    expect(location.search).toBe('');
    expect(reset).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(view.getByRole('combobox', { name: 'Ziel' }));
  });

  it('a failed list says so in German; retry loads and puts focus on the first filter', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    history.replaceState(null, '', '/fitness/trainingsplaene/');
    const setup = kioskOnDemoHost({}, { origin: location.origin });
    setup.backend.answerNext(503);
    const { element, unmount } = await setup.mountOn(mount, {}, meta.example.markup);
    unmounts.push(unmount);
    const view = within(element);
    expect((await view.findByRole('alert')).textContent).toBe(
      'Die Trainingspläne konnten nicht geladen werden.',
    );
    fireEvent.click(view.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(document.activeElement).toBe(view.getByRole('combobox', { name: 'Ziel' })));
    unmount();
    unmounts.pop();
    expect(element.innerHTML).toBe(meta.example.markup);
  });
});
