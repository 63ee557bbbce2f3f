import { parseIssue, type Issue } from '../../features/issues/issue.ts';
import { apiCall, apiSettings } from '../../src/api-call.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
import { pathSegment } from '../../src/kit/path-segment.ts';
import { logError } from '../../src/log.ts';
import { actionButton, actionButtonSecondary } from '../../ui/action-button.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { lockPageScroll } from '../../ui/lock-page-scroll.ts';
import { LABELS } from './labels.ts';
import { meta } from './meta.ts';
import './epaper-popup.css';

/** An issue counts as new for two weeks after its day of sale (the magazine's rhythm). */
export const NEW_FOR_MS = 14 * 24 * 60 * 60 * 1000;
/** Once per issue and reader: the cap outlives any issue's news. */
const CAP = { times: 1, perMs: 365 * 24 * 60 * 60 * 1000 };

const isNew = (issue: Issue, now: number) => {
  const sale = Date.parse(`${issue.date}T00:00:00Z`);
  return sale <= now && now - sale < NEW_FOR_MS;
};

/**
 * Issue 31: invites the reader to the new issue through the page's overlay layer, which keeps it from
 * the first seconds of a page view and from a reader's own panels, and caps it at one showing per issue
 * across the site's tabs (`epaper-{issue id}`). Readers who own the issue never see it; while that is
 * unknown (the login check, a failed ownership call) it does not ask. A native modal dialog: Escape and
 * 'Schließen' close it, and focus goes back where the reader was.
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const { bus } = kiosk;
  // Below apiHost, so through the generic call: the site's client and ab go along (issue 25).
  const settings = apiSettings(kiosk);
  const h = createElementHelper(meta.name, scope);
  const project = pathSegment(kiosk.config.project, { source: meta.name, field: 'project' });
  if (project === undefined) return;

  const show = (issue: Issue, done: () => void) => {
    const opener = document.activeElement;
    const unlock = lockPageScroll();
    const close = () => {
      if (!dialog.open) return;
      dialog.close();
      dialog.remove();
      unlock();
      done();
      if (opener instanceof HTMLElement && opener != document.body && opener.isConnected) opener.focus();
    };
    const heading = h(
      'h2',
      { id: `${meta.name}-heading`, class: 'kiosk-epaper-popup__heading' },
      LABELS.heading,
    );
    const dialog = kioskRoot(
      h(
        'dialog',
        {
          class: 'kiosk-epaper-popup',
          'aria-labelledby': heading.id,
          on: {
            // Escape: close through `close`, so focus goes back and the layer hears of it.
            cancel: (event) => {
              event.preventDefault();
              close();
            },
          },
        },
        heading,
        h('img', {
          class: 'kiosk-epaper-popup__cover',
          src: issue.cover.url,
          width: 103,
          height: Math.round((103 * issue.cover.height) / issue.cover.width),
          alt: '',
        }),
        h('p', null, LABELS.topics(issue.number, issue.topics)),
        h(
          'div',
          { class: 'kiosk-epaper-popup__actions' },
          h('a', { class: actionButton, href: props.issueUrl || '/heft/' }, LABELS.open),
          h('button', { type: 'button', class: actionButtonSecondary, on: { click: close } }, LABELS.close),
        ),
      ),
    );
    element.append(dialog);
    dialog.showModal();
    scope.add(close);
    return close;
  };

  const invite = async (loggedIn: boolean) => {
    const list = await apiCall<unknown[]>(
      'GET',
      `/issues/${project}`,
      {},
      undefined,
      {},
      {
        parse: (body) => {
          const issues = (body as { issues?: unknown })?.issues;
          return Array.isArray(issues) ? issues : undefined;
        },
      },
      settings,
    );
    if (!list.ok) return logError(meta.name, `issues list failed (${list.error.message}); no invitation`);
    const current = parseIssue(list.value[0]);
    if (!current || !isNew(current, Date.now())) return;
    if (loggedIn) {
      const owned = await apiCall<unknown[]>(
        'GET',
        `/issues/${project}/owned`,
        {},
        undefined,
        {},
        {
          auth: true,
          parse: (body) => {
            const ids = (body as { owned?: unknown })?.owned;
            return Array.isArray(ids) ? ids : undefined;
          },
        },
        settings,
      );
      if (!owned.ok)
        return logError(meta.name, `owned issues failed (${owned.error.message}); no invitation`);
      if (owned.value.includes(current.id)) return;
    }
    if (scope.signal.aborted) return;
    const { pageOverlay } = await import('../../src/overlay/page-overlay.ts');
    if (scope.signal.aborted) return;
    let close: (() => void) | undefined;
    const done = pageOverlay().request({
      id: `epaper-${current.id}`,
      kind: 'unrequested',
      cap: CAP,
      show: () => void (close = show(current, () => done())),
      hide: () => close?.(),
    });
    scope.add(done);
  };

  let asked = false;
  scope.add(
    bus.on('session-changed', (state) => {
      if (!state.loginValidated || asked) return;
      asked = true;
      void invite(state.loggedIn);
    }),
  );
});
