import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vehicleApi } from '../../../features/vehicles/vehicle-api.ts';
import { MAX_COMPARED, readComparison } from '../../../features/vehicles/comparison-url.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { meta } from '../../../widgets/model-teaser/meta.ts';
import { mount } from '../../../widgets/model-teaser/index.ts';
import { TEASER_FAILED } from '../../../widgets/model-teaser/messages.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const PROPS = { series: 'vw-golf', compareUrl: '/auto/vergleich/' };
const SERVER_MARKUP = '<p><a href="/auto/vergleich/">VW Golf vergleichen</a></p>';

describe('model-teaser mounted through the kit, against the demo vehicles backend', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    resetLogMemory();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names the series and links every version to the comparison page, ids in the URL', async () => {
    const { kiosk, mountOn } = kioskOnDemoHost();
    const tree = await vehicleApi(kiosk.api).tree('car', { timeoutMs: 5000 });
    if (!tree.ok) throw new Error('the demo vehicles backend did not answer');
    const golf = tree.value.flatMap((brand) => brand.series).find((series) => series.id == PROPS.series)!;
    const { element } = await mountOn(mount, PROPS, SERVER_MARKUP);
    const teaser = await within(element).findByRole('complementary', { name: 'VW Golf im Vergleich' });
    const all = within(teaser).getByRole('link', { name: 'Alle Versionen vergleichen' });
    const url = new URL(all.getAttribute('href')!);
    expect(url.pathname).toBe(PROPS.compareUrl);
    expect(readComparison(url.search).ids).toEqual(
      golf.versions.map((version) => version.id).slice(0, MAX_COMPARED),
    );
    const versions = within(teaser).getAllByRole('listitem');
    expect(versions).toHaveLength(golf.versions.length);
    // Its name says what it does, with the version it shows in it (label in name).
    const first = within(versions[0]!).getByRole('link', {
      name: `VW Golf ${golf.versions[0]!.name} vergleichen`,
    });
    expect(first.textContent).toBe(golf.versions[0]!.name);
    expect(readComparison(new URL(first.getAttribute('href')!).search).ids).toEqual([golf.versions[0]!.id]);
  });

  it('a failed tree call says so with a retry (loaded only then); the retry shows the versions', async () => {
    const { backend, mountOn } = kioskOnDemoHost();
    backend.vehicles.setMode('failing');
    const { element } = await mountOn(mount, PROPS, SERVER_MARKUP);
    const teaser = within(element).getByRole('complementary', { name: 'Im Vergleich' });
    expect(within(teaser).getByRole('alert').textContent).toContain(TEASER_FAILED);
    backend.vehicles.setMode('normal');
    within(teaser).getByRole('button', { name: 'Erneut versuchen' }).click();
    // The live region keeps the focus while the skeleton stands in, so it never falls to the body.
    expect(document.activeElement).toBe(within(teaser).getByRole('alert'));
    expect(within(teaser).getByText('Wird geladen …')).toBeTruthy();
    expect(await within(element).findByRole('complementary', { name: 'VW Golf im Vergleich' })).toBe(teaser);
    expect(within(teaser).getByRole('alert').textContent).toBe('');
    expect(within(teaser).getByRole('link', { name: 'Alle Versionen vergleichen' })).toBeTruthy();
  });

  it('an unknown series fails the mount, so the server markup stays', async () => {
    const { mountOn } = kioskOnDemoHost();
    await expect(mountOn(mount, { ...PROPS, series: 'vw-kaefer-2099' }, SERVER_MARKUP)).rejects.toThrow(
      /not in the brand tree/,
    );
    expect(screen.getByRole('link', { name: 'VW Golf vergleichen' })).toBeTruthy();
  });

  it('an unsafe compareUrl fails the mount before any request, and only the failure says why', async () => {
    const { backend, mountOn } = kioskOnDemoHost();
    await expect(mountOn(mount, { ...PROPS, compareUrl: 'javascript:alert(1)' })).rejects.toThrow(/safe URL/);
    expect(backend.requests.filter((request) => request.url.includes('/vehicles'))).toHaveLength(0);
    // The loader reports the rejected mount in one line; the widget adds none of its own.
    expect(console.error).not.toHaveBeenCalled();
  });

  it('the page reserves the height the teaser has in every state (meta.fallback, the demo pages)', () => {
    // issue 22: CLS 0 when it arrives rests on these three saying the same height.
    const own = readFileSync('widgets/model-teaser/model-teaser.css', 'utf8');
    const height = /\.kiosk-model-teaser \{[^}]*\sheight: ([\d.]+rem);/.exec(own)?.[1];
    expect(height).toBeTruthy();
    const site = readFileSync('demo-host/static/site.css', 'utf8');
    expect(/\[data-widget='model-teaser'\] \{[^}]*min-height: ([\d.]+rem);/.exec(site)?.[1]).toBe(height);
    expect(meta.fallback).toContain(`min-height: ${height} }`);
  });

  it("the catalogue's example mounts as it stands", async () => {
    const { mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount, { ...meta.example.props }, meta.example.markup);
    expect(await within(element).findByRole('complementary')).toBeTruthy();
  });
});
