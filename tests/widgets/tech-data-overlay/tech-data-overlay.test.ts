import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VEHICLES_FAILED } from '../../../features/vehicles/vehicle-messages.ts';
import { mount } from '../../../widgets/tech-data-overlay/index.ts';
import { meta } from '../../../widgets/tech-data-overlay/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

describe('tech-data-overlay mounted through the kit, on the demo vehicles backend', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
  afterEach(() => {
    document.body.innerHTML = '';
    FakeIntersectionObserver.reset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("the link opens the version's grouped data: one call, the table, 'Zum Vergleich'", async () => {
    const { mountOn, backend } = kioskOnDemoHost();
    const { element, unmount } = await mountOn(mount, { ...meta.example.props }, meta.example.markup);
    const link = within(element).getByRole('link', { name: 'Technische Daten' });
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    link.click();
    const dialog = await waitFor(
      () => within(element).getByRole('dialog', { name: 'Technische Daten: VW Golf 1.5 eTSI DSG' }),
      { timeout: 5_000 },
    );
    expect(within(dialog).getByRole('columnheader', { name: 'Motor und Antrieb' })).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: /^Hubraum/ }).textContent).toContain('1.498 cm³');
    expect(within(dialog).getByRole('link', { name: 'Zum Vergleich' }).getAttribute('href')).toMatch(
      /\/auto\/vergleich\/\?v=vw-golf-1-5-etsi-dsg$/,
    );
    expect(backend.requests.filter((request) => request.url.includes('/vehicles/versions'))).toHaveLength(1);
    unmount();
    expect(link.hasAttribute('aria-haspopup')).toBe(false);
  });

  it('a version of the other kind is an error the reader reads, and it is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(
      mount,
      { versionId: 'bmw-r-1300-gs-basis', kind: 'car' },
      '<a href="/auto/vergleich/">Technische Daten</a>',
    );
    within(element).getByRole('link').click();
    await waitFor(() => expect(within(element).getByRole('alert').textContent).toContain(VEHICLES_FAILED), {
      timeout: 5_000,
    });
    expect(error.mock.calls.flat().join(' ')).toMatch(/bmw-r-1300-gs-basis of kind car is not in the answer/);
  });

  it('a mount point without a link or button keeps its markup and says why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount, { versionId: 'x' }, '<p>Technische Daten</p>');
    expect(element.innerHTML).toBe('<p>Technische Daten</p>');
    expect(error.mock.calls.flat().join(' ')).toMatch(/no link or button/);
  });
});
