import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetLogMemory } from '../../../src/log.ts';
import { mount } from '../../../widgets/element-reload/index.ts';
import { RELOAD_FAILED } from '../../../widgets/element-reload/messages.ts';
import { meta } from '../../../widgets/element-reload/meta.ts';
import { RELOAD_COMMAND } from '../../../widgets/element-reload/page-reloads.ts';
import { settle } from '../../support/settle.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const POLL_MARKUP =
  '<section><h2 id="umfrage-titel">Umfrage</h2><form action="/api/irelements/element?project=mh&amp;ab=0">' +
  '<input type="radio" name="antwort" value="taeglich"><input type="radio" name="antwort" value="selten">' +
  '<textarea id="umfrage-kommentar" name="kommentar"></textarea><button type="submit">Abstimmen</button></form></section>';

const LOGGED_IN = {
  loggedIn: true,
  loginValidated: true,
  user: { __current_login_token: 'demo-anna-2026' },
};

const elementRequests = (requests: Request[]) =>
  requests.filter((request) => request.url.includes('/irelements/element'));

let errors: MockInstance;

describe('element-reload mounted through the kit (spec 7.9, issue 25)', () => {
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetLogMemory();
    delete (globalThis as { __kioskShared?: unknown }).__kioskShared;
  });

  it('leaves the server markup alone for an anonymous reader, and reloads once the reader logs in', async () => {
    const { kiosk, backend, mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount, { ...meta.example.props }, meta.example.markup);
    await kiosk.session.revalidate();
    await settle();
    expect(elementRequests(backend.requests)).toHaveLength(0);
    const before = element.querySelector('a')!;
    kiosk.bus.publish('session-changed', LOGGED_IN);
    await waitFor(() => expect(element.querySelector('a')).not.toBe(before));
    // The server's fragment: its link is absolute (the demo host's origin), the CMS's was relative.
    expect(element.querySelector('a')?.getAttribute('href')).toBe(`${backend.origin}/anmelden/`);
    expect(element.hasAttribute('aria-busy')).toBe(false);
    const [request] = elementRequests(backend.requests);
    expect(request!.credentials).toBe('include');
    // The same reader again (a revalidation) is no change.
    kiosk.bus.publish('session-changed', { ...LOGGED_IN });
    await settle();
    expect(elementRequests(backend.requests)).toHaveLength(1);
  });

  it('reloads on a subscription change, not on the flags of a reader without one', async () => {
    const { kiosk, backend, mountOn } = kioskOnDemoHost();
    await mountOn(mount, { element: 'mein-konto', events: 'subscription-changed' }, '<p>alt</p>');
    const none = { hasAbo: false, hasNewAbo: false, hasOneDayAbo: false };
    kiosk.bus.publish('subscription-changed', none);
    await settle();
    expect(elementRequests(backend.requests)).toHaveLength(0);
    kiosk.bus.publish('subscription-changed', { ...none, hasNewAbo: true });
    await waitFor(() => expect(elementRequests(backend.requests)).toHaveLength(1));
    kiosk.bus.publish('subscription-changed', none);
    await waitFor(() => expect(elementRequests(backend.requests)).toHaveLength(2));
  });

  it('reloads on the host command, busy while loading', async () => {
    const { kiosk, backend, mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount, { element: 'umfrage' }, '<p>alt</p>');
    const held = backend.hold();
    kiosk.host.push([RELOAD_COMMAND, element]);
    await held.answered;
    expect(element.getAttribute('aria-busy')).toBe('true');
    await held.release();
    await waitFor(() => expect(element.querySelector('form')).not.toBeNull());
    expect(element.hasAttribute('aria-busy')).toBe(false);
    expect(element.textContent).not.toContain('alt');
  });

  it('keeps a host command for a mount point not mounted yet, and reloads it when it mounts', async () => {
    const { kiosk, backend, mountOn } = kioskOnDemoHost();
    await mountOn(mount, { element: 'umfrage' }, '<p>erste</p>');
    const later = document.createElement('div');
    later.dataset.widget = 'element-reload';
    document.body.append(later);
    kiosk.host.push([RELOAD_COMMAND, later]);
    await settle();
    expect(elementRequests(backend.requests)).toHaveLength(0);
    await mount(later, { element: 'umfrage' }, kiosk);
    await waitFor(() => expect(later.querySelector('form')).not.toBeNull());
    expect(errors).not.toHaveBeenCalled();
  });

  it('calls the host its props name instead of apiHost, below the same path', async () => {
    const { kiosk, backend, mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(
      mount,
      { element: 'umfrage', host: 'https://elemente.example/api/' },
      '<p>alt</p>',
    );
    kiosk.host.push([RELOAD_COMMAND, element]);
    await waitFor(() => expect(element.querySelector('form')).not.toBeNull());
    const url = new URL(elementRequests(backend.requests)[0]!.url);
    expect(url.origin + url.pathname).toBe('https://elemente.example/api/irelements/element');
    expect(url.searchParams.get('project')).toBe('mh');
  });

  it('posts a submitted form as form data and swaps in the answer, focus on its heading', async () => {
    const { backend, mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount, { element: 'umfrage' }, POLL_MARKUP);
    element.querySelector<HTMLInputElement>('[value="selten"]')!.checked = true;
    const submit = element.querySelector('button')!;
    submit.focus();
    submit.click();
    await waitFor(() => expect(element.textContent).toContain('Danke für Ihre Stimme!'));
    const sent = await elementRequests(backend.requests)[0]!.formData();
    expect(sent.get('antwort')).toBe('selten');
    expect(sent.get('element')).toBe('umfrage');
    expect(document.activeElement).toBe(element.querySelector('h2'));
  });

  it('answers an invalid vote with the server’s error and keeps focus on the same field', async () => {
    const { mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount, { element: 'umfrage' }, POLL_MARKUP);
    const comment = element.querySelector('textarea')!;
    comment.value = 'Nur Rad';
    comment.focus();
    element.querySelector('button')!.click();
    await waitFor(() => expect(element.textContent).toContain('Bitte wählen Sie eine Antwort.'));
    expect(element.querySelector('textarea')?.value).toBe('Nur Rad');
    expect(document.activeElement).toBe(element.querySelector('#umfrage-kommentar'));
  });

  it('says the failure of a reader’s submit next to the form and keeps their input; logs it once', async () => {
    const { backend, mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount, { element: 'umfrage' }, POLL_MARKUP);
    const form = element.querySelector('form')!;
    element.querySelector('textarea')!.value = 'Mein Kommentar';
    element.querySelector<HTMLInputElement>('[value="taeglich"]')!.checked = true;
    backend.answerNext(503);
    form.querySelector('button')!.click();
    const alert = await waitFor(() => {
      const found = element.querySelector('[role="alert"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(alert.textContent).toBe(RELOAD_FAILED);
    expect(form.nextElementSibling?.contains(alert)).toBe(true);
    expect(element.querySelector('form')).toBe(form);
    expect(element.querySelector('textarea')?.value).toBe('Mein Kommentar');
    expect(element.querySelector<HTMLInputElement>('[value="taeglich"]')?.checked).toBe(true);
    expect(element.hasAttribute('aria-busy')).toBe(false);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toBe('[kiosk:element-reload] element reload error (umfrage)');
    // The next try clears the message and, answered, replaces the form.
    form.querySelector('button')!.click();
    await waitFor(() => expect(element.textContent).toContain('Danke für Ihre Stimme!'));
    expect(element.querySelector('[role="alert"]')).toBeNull();
  });

  it('fails silently where nobody submitted: one console line, the element as it was', async () => {
    const { kiosk, backend, mountOn } = kioskOnDemoHost();
    const markup = '<section><h2>Angebote</h2><p>Melden Sie sich an.</p></section>';
    const { element } = await mountOn(mount, { element: 'fehler', events: 'session-changed' }, markup);
    kiosk.bus.publish('session-changed', LOGGED_IN);
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    await settle();
    expect(elementRequests(backend.requests)).toHaveLength(1);
    expect(element.innerHTML).toBe(markup);
    expect(element.querySelector('[role="alert"]')).toBeNull();
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });

  it('lets a newer reload win: the older call is aborted and its answer never shown', async () => {
    const { kiosk, backend, mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount, { element: 'umfrage' }, POLL_MARKUP);
    const held = backend.hold();
    kiosk.host.push([RELOAD_COMMAND, element]);
    await held.answered;
    element.querySelector<HTMLInputElement>('[value="selten"]')!.checked = true;
    element.querySelector('button')!.click();
    await waitFor(() => expect(element.textContent).toContain('Danke für Ihre Stimme!'));
    const [older] = elementRequests(backend.requests);
    expect(older!.signal.aborted).toBe(true);
    await held.release();
    await settle();
    expect(element.textContent).toContain('Danke für Ihre Stimme!');
    expect(element.querySelector('form')).toBeNull();
  });

  it('names an event it does not know in one console line, and a host that is not https fails the mount', async () => {
    const { mountOn } = kioskOnDemoHost();
    await mountOn(mount, { element: 'mein-konto', events: 'session-changed paywall-shown' });
    expect(String(errors.mock.calls[0]![0])).toContain('"paywall-shown" is not one of session-changed');
    await expect(mountOn(mount, { element: 'mein-konto', host: 'javascript:alert(1)' })).rejects.toThrow(
      'data-props.host',
    );
  });

  it('stops on unmount: no reload on a later event, the host command no longer reaches it', async () => {
    const { kiosk, backend, mountOn } = kioskOnDemoHost();
    const { element, unmount } = await mountOn(mount, { ...meta.example.props }, meta.example.markup);
    unmount();
    kiosk.bus.publish('session-changed', LOGGED_IN);
    kiosk.host.push([RELOAD_COMMAND, element]);
    await settle();
    expect(elementRequests(backend.requests)).toHaveLength(0);
    expect(String(errors.mock.calls.at(-1)?.[0])).toContain('element.reload: not an element-reload element');
  });
});
