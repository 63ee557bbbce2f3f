import {
  LOGIN_TO_SAVE,
  LOGIN_TO_SAVE_TOURS,
  LOGIN_TO_SAVE_VIDEOS,
} from '../features/favourites/login-texts.ts';
import { sharedBus } from '../src/bus.ts';
import { createElementHelper } from '../src/kit/element-helper.ts';
import { actionButton, actionButtonSecondary } from './action-button.ts';
import { cluster } from './cluster.ts';
import { takeOverlayTurn } from './overlay-turn.ts';
import './save-toggle-login.css';

/** What the reader was about to save, or to see: it says why to log in. */
export type SaveKind = 'article' | 'tour' | 'video' | 'subscriptions';

/** issue 27: the prompt beside 'Abos und Ausgaben'. */
const LOGIN_TO_SEE_SUBSCRIPTIONS = 'Bitte melden Sie sich an, um Ihre Abos und Ausgaben zu sehen.';
const LOGIN_TEXTS: Readonly<Record<SaveKind, string>> = {
  article: LOGIN_TO_SAVE,
  tour: LOGIN_TO_SAVE_TOURS,
  video: LOGIN_TO_SAVE_VIDEOS,
  subscriptions: LOGIN_TO_SEE_SUBSCRIPTIONS,
};

export interface LoginLinks {
  /** The login and registration pages with their return address; an unusable one is left out. */
  login?: string;
  register?: string;
}

/** The prompt open beside each button, to close it on a second press. */
const open = new WeakMap<HTMLElement, (returnFocus: boolean) => void>();

/**
 * The login prompt of a save button without login (issue 23, focus 1): a non-modal dialog placed right
 * after `after`, in reading order beside the button the reader used, wherever on the page that is; a
 * second press of the button closes it. Focus moves into it; Escape closes it and gives focus back to
 * the button; a press elsewhere or Tab out of it closes it where the reader went; so do a login (spec 2.4:
 * it closes when the user changes) and the widget's unmount (`signal`). It takes a reader turn in the
 * overlay layer while open.
 *
 * @remarks In the flow rather than floating: a host container with `overflow: hidden` cannot clip it and
 * nothing scrolls sideways at 320 px; the page moves below it only because the reader asked for it.
 */
export function toggleLogin(
  button: HTMLElement,
  after: Element,
  kind: SaveKind,
  { login, register }: LoginLinks,
  signal: AbortSignal,
): void {
  const shown = open.get(button);
  if (shown) return shown(true);
  const listening = new AbortController();
  const h = createElementHelper('login-prompt', listening);
  const links = [
    login && h('a', { class: actionButton, href: login }, 'Anmelden'),
    register && h('a', { class: actionButtonSecondary, href: register }, 'Registrieren'),
  ];
  const dialog = h(
    'div',
    { class: 'kiosk-save-toggle-login', role: 'dialog', 'aria-label': 'Anmelden', tabindex: '-1' },
    h('p', { class: 'kiosk-save-toggle-login__text' }, LOGIN_TEXTS[kind]),
    links.some(Boolean) && h('p', { class: cluster }, ...links),
  );
  after.after(dialog);
  const releaseTurn = takeOverlayTurn('login-prompt');
  const close = (returnFocus: boolean) => {
    if (listening.signal.aborted) return;
    listening.abort();
    open.delete(button);
    const hadFocus = dialog.contains(document.activeElement);
    dialog.remove();
    releaseTurn();
    if (returnFocus || hadFocus) button.focus();
  };
  open.set(button, close);

  const ours = (target: EventTarget | null) =>
    target instanceof Node && (dialog.contains(target) || button.contains(target));
  const onEscape = (event: KeyboardEvent) => {
    if (event.key != 'Escape') return;
    event.preventDefault();
    close(true);
  };
  const options = { signal: listening.signal };
  dialog.addEventListener('keydown', onEscape, options);
  button.addEventListener('keydown', onEscape, options);
  document.addEventListener('pointerdown', ({ target }) => !ours(target) && close(false), {
    ...options,
    capture: true,
  });
  // Tab out of it: focus has already moved on, so it stays where the reader took it.
  dialog.addEventListener(
    'focusout',
    ({ relatedTarget }) => relatedTarget instanceof Node && !ours(relatedTarget) && close(false),
    options,
  );
  // The bus replays the current session at once: only a login closes it.
  const offSession = sharedBus().on('session-changed', ({ loggedIn }) => loggedIn && close(false));
  if (listening.signal.aborted) offSession();
  else listening.signal.addEventListener('abort', offSession);
  signal.addEventListener('abort', () => close(false), options);

  // The whole prompt in view, not just its first link (the button may sit at the screen's bottom edge).
  dialog.scrollIntoView({ block: 'nearest' });
  (dialog.querySelector<HTMLElement>('a') ?? dialog).focus({ preventScroll: true });
}
