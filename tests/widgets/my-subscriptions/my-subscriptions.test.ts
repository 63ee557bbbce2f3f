import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../widgets/my-subscriptions/index.ts';
import { meta } from '../../../widgets/my-subscriptions/meta.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const NOW = new Date('2026-11-23T13:05:00Z');
const HALF = 'Halbmarathon unter 2:00 h: 12 Wochen, 4 Trainingstage pro Woche';
const mounted: (() => void)[] = [];

async function list(token?: string) {
  if (token) document.cookie = `ape_token=${token}; path=/`;
  const host = kioskOnDemoHost({}, { now: () => NOW });
  await host.kiosk.session.revalidate();
  const { element, unmount } = await host.mountOn(mount, { ...meta.example.props }, meta.example.markup);
  mounted.push(unmount);
  const button = within(element).getByRole('button', { name: 'Abos und Ausgaben' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return { ...host, element, button, page: within(element) };
}

describe('my-subscriptions (issue 27)', () => {
  afterEach(() => {
    for (const unmount of mounted.splice(0)) unmount();
    document.body.innerHTML = '';
    document.cookie = 'ape_token=; max-age=0; path=/';
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists the contracts with status and next payment, and the Kündigungsbutton', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { button, page } = await list('demo-dirk-pur');
    fireEvent.click(button);
    const panel = page.getByRole('region', { name: 'Meine Abos und Ausgaben' });
    expect(document.activeElement).toBe(panel);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(within(panel).getByText('gekündigt zum 31.12.2026')).toBeTruthy());
    expect(within(panel).getByText('Motorrad Kiosk pur, jährlich (Vertrag MO-PUR-300412)')).toBeTruthy();
    expect(within(panel).getByText('aktiv')).toBeTruthy();
    expect(within(panel).getByText('Nächste Zahlung: 10.12.2026')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Verträge hier kündigen' }).getAttribute('href')).toBe(
      `${location.origin}/vertraege-kuendigen/`,
    );
    // Dirk bought no plan: the section says so, and nothing is logged.
    await waitFor(() => expect(within(panel).getByText('Sie haben noch keine PDFs gekauft.')).toBeTruthy());
    expect(within(panel).queryByRole('button', { name: /^Herunterladen/ })).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(page.queryByRole('region')).toBeNull();
  });

  it("lists an owner's purchased plans, newest first; 'Herunterladen' follows the signed link to the PDF", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, origin: location.origin, href: location.href, assign });
    const { button, page, backend } = await list('demo-ben-plus');
    fireEvent.click(button);
    const panel = page.getByRole('region', { name: 'Meine Abos und Ausgaben' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    expect(within(panel).getByText('aktiv')).toBeTruthy();
    const [, newest, older] = within(panel).getAllByRole('listitem');
    expect(newest!.textContent).toContain(`${HALF}gekauft am 14.09.2026 · 30 Seiten`);
    expect(older!.textContent).toContain('Kraft für Einsteiger: 8 Wochen, 2 Trainingstage pro Woche');
    expect(older!.textContent).toContain('gekauft am 02.03.2026 · 14 Seiten');
    const download = within(panel).getByRole('button', { name: `Herunterladen: ${HALF}` });
    fireEvent.click(download);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const link = new URL(String(assign.mock.calls[0]![0]));
    expect(link.pathname).toBe('/api/training-plans/file/halbmarathon-unter-2-00-h-4-tage');
    const sent = backend.requests.filter((request) => request.url.includes('/download'));
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/training-plans/halbmarathon-unter-2-00-h-4-tage/download',
    ]);
    const file = await backend.app.request(link.pathname + link.search);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
  });

  it('keeps the contracts when the purchases call fails, with a German note and one console line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { button, page, backend } = await list('demo-ben-plus');
    await backend.app.request('/api/training-plans/demo/mode/fail', { method: 'POST' });
    fireEvent.click(button);
    const panel = page.getByRole('region', { name: 'Meine Abos und Ausgaben' });
    await waitFor(() =>
      expect(
        within(panel).getByText('Ihre gekauften PDFs können gerade nicht angezeigt werden.'),
      ).toBeTruthy(),
    );
    await waitFor(() => expect(within(panel).getByText('aktiv')).toBeTruthy());
    expect(within(panel).getByRole('link', { name: 'Verträge hier kündigen' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /^Herunterladen/ })).toBeNull();
    const lines = errors.mock.calls.map((call) => String(call[0]));
    expect(lines.filter((line) => line.includes('purchases'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('contracts'))).toEqual([]);
  });

  it('opens the login prompt beside the button when logged out', async () => {
    const { button, page, backend } = await list();
    fireEvent.click(button);
    const prompt = await page.findByRole('dialog', { name: 'Anmelden' });
    expect(
      within(prompt).getByText('Bitte melden Sie sich an, um Ihre Abos und Ausgaben zu sehen.'),
    ).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toContain(
      'returnUrl=',
    );
    expect(backend.requests.filter((request) => request.url.includes('/subscriptions/'))).toEqual([]);
  });
});
