import { createStore } from 'zustand/vanilla';
import { LOGIN_ERROR_EVENT, type LoginEventType } from '../../src/analytics/catalogue.ts';
import type { CommunityUser } from '../../src/session/community-api.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { createCountdown } from '../../features/forms/countdown.ts';
import type { FormEvents } from '../../features/forms/form-events.ts';
import { FORM_MESSAGES, tooManyAttempts } from '../../features/forms/form-messages.ts';
import { createFormStore, type SendOutcome } from '../../features/forms/form-store.ts';
import { isTransportFailure, transportFailure } from '../../features/forms/send-outcome.ts';
import { createSubmission } from '../../features/forms/submission.ts';
import { currentPassword, email } from '../../features/forms/validators.ts';
import { LOGIN_LABELS } from './labels.ts';
import { loginCall, passwordResetCall } from './login-calls.ts';

export type LoginValues = { email: string; password: string };

/** issue 26: the resend cooldown. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** What the login form shows besides its fields. */
export interface LoginExtras {
  /** The last answer was 403: offer the resend button. */
  needsActivation: boolean;
  /** A polite message (resent, reset link sent, logged out). */
  info: string | undefined;
  /** A message about the resend or logout that failed. */
  problem: string | undefined;
  /** The 429 message as it came, announced once while the visible one counts down. */
  waitAnnouncement: string | undefined;
}

/** spec 6: the Login event tells a subscriber's login from a standard one. */
export const loginType = (user: CommunityUser | undefined): LoginEventType =>
  user?.hasAbo === true || user?.hasNewAbo === true || user?.hasOneDayAbo === true
    ? 'Subscription'
    : 'Standard';

export interface LoginControllerOptions {
  kiosk: Kiosk;
  events: FormEvents;
  initial: Partial<LoginValues>;
  /** spec 2.3: where to go after a login, checked (features/login/return-address.ts). */
  returnAddress: () => string | undefined;
  navigate: (url: string) => void;
}

/**
 * The login form's state and calls (issue 26), framework-free. A login is: the call, then
 * `session.login(token)` (spec 4.1: the token cookie, then validation), then the return address or,
 * without one, the signed-in view. Every failed login is tracked as spec 8's login error.
 */
export function createLoginController({
  kiosk,
  events,
  initial,
  returnAddress,
  navigate,
}: LoginControllerOptions) {
  const { session, bus } = kiosk;
  const extras = createStore<LoginExtras>(() => ({
    needsActivation: false,
    info: undefined,
    problem: undefined,
    waitAnnouncement: undefined,
  }));
  const wait = createCountdown();
  const resendCooldown = createCountdown();
  const failed = () => bus.emit('analytics-event', { name: LOGIN_ERROR_EVENT });

  const send = async (values: LoginValues, key: string): Promise<SendOutcome<LoginValues>> => {
    // issue 26: during the 429 wait a submit sends nothing. The button stays usable (GOV.UK), so the
    // answer is the wait said again, with the seconds left, in the alert region.
    const left = wait.store.getState().seconds;
    if (left > 0) {
      extras.setState({ waitAnnouncement: tooManyAttempts(left) });
      return { ok: false, definite: true };
    }
    extras.setState({
      needsActivation: false,
      info: undefined,
      problem: undefined,
      waitAnnouncement: undefined,
    });
    const result = await loginCall(kiosk, values, key);
    if (!result.ok) {
      failed();
      const { error } = result;
      if (isTransportFailure(error)) return transportFailure();
      if (error.status == 401)
        return {
          ok: false,
          definite: true,
          notice: LOGIN_LABELS.wrongCredentials,
          clear: ['password'],
          focus: 'password',
        };
      if (error.status == 403) {
        extras.setState({ needsActivation: true });
        return { ok: false, definite: true, notice: LOGIN_LABELS.notActivated };
      }
      if (error.status == 429) {
        const seconds = error.answer?.retryAfterSeconds ?? 30;
        wait.start(seconds);
        extras.setState({ waitAnnouncement: tooManyAttempts(seconds) });
        return { ok: false, definite: true };
      }
      return transportFailure();
    }
    await session.login(result.value.token);
    const { loggedIn, user } = session.store.getState();
    // spec 4.1 and issue 26: a token that fails validation is a failed login; the input stays.
    if (!loggedIn) {
      failed();
      return transportFailure();
    }
    bus.emit('analytics-event', { name: 'login_successful', props: { login_type: loginType(user) } });
    const target = returnAddress();
    if (target) navigate(target);
    return { ok: true };
  };

  const form = createFormStore<LoginValues>({
    initial: { email: initial.email ?? '', password: initial.password ?? '' },
    validators: { email, password: currentPassword },
    send,
    onStart: events.start,
    // A submit during the 429 wait sends nothing (send above), so it is no login_submit either.
    onValidSubmit: () => {
      if (wait.store.getState().seconds == 0) events.submit();
    },
  });
  const resets = createSubmission();

  return {
    form,
    extras,
    wait,
    resendCooldown,
    /** The activation link led here: say the account is active now. */
    showActivated: () => extras.setState({ info: LOGIN_LABELS.activated }),
    /** The new password from the reset link is saved: say so above the login. */
    showPasswordSaved: () => extras.setState({ info: LOGIN_LABELS.passwordSaved }),
    /** The 429 message with the seconds left; undefined when not waiting. */
    waitMessage: (seconds: number) => (seconds > 0 ? tooManyAttempts(seconds) : undefined),

    async resendActivation() {
      if (resendCooldown.store.getState().seconds > 0) return;
      const result = await session.resendActivation(form.getState().values.email.trim());
      if (!result.ok) {
        extras.setState({ problem: LOGIN_LABELS.resendFailed, info: undefined });
        return;
      }
      resendCooldown.start(RESEND_COOLDOWN_SECONDS);
      extras.setState({ info: LOGIN_LABELS.resent, problem: undefined });
    },

    /** 'Passwort vergessen?': with a valid address, asks for a link; otherwise the address's error. */
    async requestReset(): Promise<boolean> {
      const address = form.getState().values.email;
      const problem = email(address);
      form.actions.setError('email', problem);
      if (problem) return false;
      const result = await passwordResetCall(kiosk, address, resets.keyFor(address));
      // The service answers every well-formed address alike: any failure, a refusal too, is a fault.
      if (!result.ok) {
        extras.setState({ problem: FORM_MESSAGES.failed, info: undefined });
        return false;
      }
      resets.settled();
      extras.setState({ info: LOGIN_LABELS.resetSent, problem: undefined });
      return true;
    },

    async logout() {
      const result = await session.logout();
      form.setState({ done: false, values: { ...form.getState().values, password: '' } });
      extras.setState(
        result.ok
          ? { info: LOGIN_LABELS.loggedOut, problem: undefined }
          : { problem: LOGIN_LABELS.logoutFailed, info: undefined },
      );
    },

    stop() {
      wait.stop();
      resendCooldown.stop();
    },
  };
}

export type LoginController = ReturnType<typeof createLoginController>;
