import { describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '../../../features/forms/form-messages.ts';
import { createFormStore, type SendOutcome } from '../../../features/forms/form-store.ts';
import { currentPassword, email } from '../../../features/forms/validators.ts';

type Login = { email: string; password: string };

function loginForm(send: (values: Login, key: string) => Promise<SendOutcome<Login>>) {
  let keys = 0;
  const events: string[] = [];
  const store = createFormStore<Login>({
    initial: { email: '', password: '' },
    validators: { email, password: currentPassword },
    send,
    onStart: () => events.push('start'),
    onValidSubmit: () => events.push('submit'),
    newKey: () => `key-${++keys}`,
  });
  return { store, events };
}

describe('form store (issue 26, GOV.UK validation)', () => {
  it('checks on submit, in field order, then live only on the fields in error', async () => {
    const send = vi.fn(async () => ({ ok: true }) as const);
    const { store, events } = loginForm(send);
    store.actions.setValue('email', 'kaputt');
    // Not yet submitted: no error while typing a first answer.
    expect(store.getState().errors).toEqual({});
    expect(await store.actions.submit()).toBe('invalid');
    expect(store.getState().errors).toEqual({
      email: FORM_MESSAGES.emailInvalid,
      password: FORM_MESSAGES.passwordMissing,
    });
    expect(Object.keys(store.getState().errors)).toEqual(['email', 'password']);
    expect(store.getState().summaryTurn).toBe(1);
    store.actions.setValue('email', 'name@beispiel.de');
    expect(store.getState().errors).toEqual({ password: FORM_MESSAGES.passwordMissing });
    store.actions.setValue('password', 'geheim');
    expect(store.getState().errors).toEqual({});
    expect(await store.actions.submit()).toBe('sent');
    expect(send).toHaveBeenCalledOnce();
    expect(events).toEqual(['start', 'submit']);
    expect(store.getState().done).toBe(true);
  });

  it('sends one request for a double submit: the second is ignored while the first is pending', async () => {
    let answer!: (outcome: SendOutcome<Login>) => void;
    const send = vi.fn(() => new Promise<SendOutcome<Login>>((resolve) => (answer = resolve)));
    const { store } = loginForm(send);
    store.actions.setValue('email', 'a@b.de');
    store.actions.setValue('password', 'x');
    const first = store.actions.submit();
    expect(store.getState().pending).toBe(true);
    expect(await store.actions.submit()).toBe('ignored');
    answer({ ok: true });
    expect(await first).toBe('sent');
    expect(send).toHaveBeenCalledOnce();
  });

  it('reuses the idempotency key for a retry after a transport failure, not after a definite answer', async () => {
    const outcomes: SendOutcome<Login>[] = [
      { ok: false, notice: FORM_MESSAGES.failed, definite: false },
      { ok: false, notice: 'falsch', definite: true },
      { ok: true },
    ];
    const send = vi.fn(async (_values: Login, _key: string) => outcomes.shift()!);
    const { store } = loginForm(send);
    store.actions.setValue('email', 'a@b.de');
    store.actions.setValue('password', 'x');
    await store.actions.submit();
    // Everything kept, password included.
    expect(store.getState().values).toEqual({ email: 'a@b.de', password: 'x' });
    expect(store.getState().notice).toBe(FORM_MESSAGES.failed);
    await store.actions.submit();
    await store.actions.submit();
    expect(send.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('starts a new key when the input changed after a failure', async () => {
    const send = vi.fn(
      async (_values: Login, _key: string) =>
        ({ ok: false, notice: FORM_MESSAGES.failed, definite: false }) as const,
    );
    const { store } = loginForm(send);
    store.actions.setValue('email', 'a@b.de');
    store.actions.setValue('password', 'x');
    await store.actions.submit();
    store.actions.setValue('email', 'c@d.de');
    await store.actions.submit();
    expect(send.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-2']);
  });

  it('empties and focuses only what the outcome names (the password after wrong credentials)', async () => {
    const { store } = loginForm(async () => ({
      ok: false,
      notice: 'E-Mail-Adresse oder Passwort ist nicht richtig.',
      definite: true,
      clear: ['password'],
      focus: 'password',
    }));
    store.actions.setValue('email', 'a@b.de');
    store.actions.setValue('password', 'falsch');
    await store.actions.submit();
    expect(store.getState().values).toEqual({ email: 'a@b.de', password: '' });
    expect(store.getState().focusRequest).toEqual({ field: 'password', turn: 1 });
  });

  it('shows field errors from the server in the summary', async () => {
    const { store } = loginForm(async () => ({
      ok: false,
      definite: true,
      fieldErrors: { password: 'zu häufig', email: 'vergeben' },
    }));
    store.actions.setValue('email', 'a@b.de');
    store.actions.setValue('password', 'x');
    await store.actions.submit();
    expect(store.getState().errors).toEqual({ email: 'vergeben', password: 'zu häufig' });
    expect(store.getState().summaryTurn).toBe(1);
  });
});
