import { apiSettings } from '../../src/api-call.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { latestOnly } from '../../src/latest-only.ts';
import { logError } from '../../src/log.ts';
import type { QueryValue } from '../../src/platform-api.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import '../../ui/notice.css';
import { callElement } from './element-call.ts';
import './element-reload.css';
import { RELOAD_FAILED } from './messages.ts';
import { meta } from './meta.ts';
import { registerReload } from './page-reloads.ts';
import { isReloadEvent, RELOAD_EVENTS, type ReloadEvent } from './reload-events.ts';
import { swapFragment } from './swap-fragment.ts';

type Sanitizer = typeof import('./sanitize-fragment.ts');

/** DOMPurify comes with the first reload (or the reader's reach for the element), never with the page. */
let sanitizer: Promise<Sanitizer> | undefined;
const loadSanitizer = () =>
  (sanitizer ??= import('./sanitize-fragment.ts').catch((error: unknown) => {
    sanitizer = undefined;
    throw error;
  }));

/** Query values from `data-props.query`: text, numbers and yes/no; anything else is left out. */
const queryOf = (raw: Record<string, unknown> = {}): Record<string, QueryValue> =>
  Object.fromEntries(
    Object.entries(raw).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)),
  ) as Record<string, QueryValue>;

/**
 * spec 7.9, issue 25: swaps a server-rendered element for its new fragment, as htmx does: on the bus
 * events its props name, on the host's `kiosk.push(['element.reload', element])`, and on the submit of a
 * form inside it (posted as form data, answered by the new fragment; without script the form posts as
 * usual). Plain DOM: until then the element is the CMS's markup, untouched.
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const host =
    props.host === undefined
      ? kiosk.config.apiHost
      : safeUrl(props.host, { source: meta.name, field: 'data-props.host', report: false })?.replace(
          /\/$/,
          '',
        );
  if (!host) throw new Error('data-props.host: not an https URL');
  const settings = { ...apiSettings(kiosk), apiHost: host };
  const turns = latestOnly();
  scope.add(turns.stop);
  let alert: HTMLElement | undefined;
  const clearAlert = () => {
    alert?.remove();
    alert = undefined;
  };
  scope.add(clearAlert);

  /** Where the reader submitted a form, a failure is said next to it, and their input stays. */
  const showFailure = (form: HTMLFormElement) => {
    const message = document.createElement('p');
    message.className = 'kiosk-notice kiosk-notice--error kiosk-element-reload__alert';
    message.setAttribute('role', 'alert');
    message.textContent = RELOAD_FAILED;
    alert = kioskRoot(document.createElement('div'));
    alert.append(message);
    form.after(alert);
  };

  const reload = async (form?: HTMLFormElement, submitter?: HTMLElement | null) => {
    const turn = turns.next();
    clearAlert();
    element.setAttribute('aria-busy', 'true');
    const sanitizing = loadSanitizer();
    // Settled here, so a failed chunk load is not an unhandled rejection while the call runs.
    sanitizing.catch(() => {});
    const answer = await callElement(
      {
        element: props.element,
        irConfig: props.irConfig,
        fields: props.fields,
        query: queryOf(props.query),
        form,
        submitter,
        credentials: props.credentials,
        signal: turn.signal,
      },
      settings,
    );
    if (!turn.isCurrent()) return;
    let error: unknown = answer.ok ? undefined : answer.error;
    if (answer.ok)
      try {
        const { sanitizeFragment } = await sanitizing;
        if (!turn.isCurrent()) return;
        swapFragment(element, sanitizeFragment(answer.html));
      } catch (failure) {
        error = failure;
      }
    element.removeAttribute('aria-busy');
    if (error === undefined) return;
    // spec 8: logged, nothing returned, the element left as it was; automatic reloads say no more.
    logError(meta.name, `element reload error (${props.element})`, error);
    if (form?.isConnected) showFailure(form);
  };

  const watch = <E extends ReloadEvent>(name: E) => {
    const rule = RELOAD_EVENTS[name];
    let last = rule.anonymous;
    scope.add(
      kiosk.bus.on(name, (state) => {
        const now = rule.key(state);
        if (now === undefined || now == last) return;
        last = now;
        void reload();
      }),
    );
  };
  for (const name of (props.events ?? '').split(/\s+/).filter(Boolean)) {
    if (isReloadEvent(name)) watch(name);
    else
      logError(
        meta.name,
        `data-props.events: "${name}" is not one of ${Object.keys(RELOAD_EVENTS).join(', ')}`,
      );
  }

  scope.add(registerReload(kiosk, element, () => void reload()));

  element.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      // A form of a widget inside the fragment is that widget's own.
      const owner = form.closest('[data-widget]');
      if (owner && owner != element && element.contains(owner)) return;
      event.preventDefault();
      void reload(form, event.submitter);
    },
    { signal: scope.signal },
  );
  const prefetch = () => void loadSanitizer().catch(() => {});
  for (const type of ['pointerover', 'focusin'])
    element.addEventListener(type, prefetch, { signal: scope.signal, passive: true, once: true });
});
