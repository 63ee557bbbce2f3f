import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../widgets/my-subscriptions/index.ts';
import { meta } from '../../../widgets/my-subscriptions/meta.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const NOW = new Date('2026-11-23T13:05:00Z');
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
    // The training-plans service is not part of this demo host yet: the contracts stay, with a note.
    await waitFor(() =>
      expect(
        within(panel).getByText('Ihre gekauften PDFs können gerade nicht angezeigt werden.'),
      ).toBeTruthy(),
    );
    expect(
      errors.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('purchases')),
    ).toHaveLength(1);
    fireEvent.click(button);
    expect(page.queryByRole('region')).toBeNull();
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
