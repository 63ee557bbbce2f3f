import type { AnalyticsEvent } from '../../src/analytics/catalogue.ts';
import { whenSeen } from '../../src/analytics/when-seen.ts';
import { apiCall, apiSettings } from '../../src/api-call.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
import { pathSegment } from '../../src/kit/path-segment.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { logError } from '../../src/log.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { actionButton, actionButtonSecondary } from '../../ui/action-button.ts';
import { dateText, euroText, parseIssue, type Issue } from '../../features/issues/issue.ts';
import { LABELS } from './labels.ts';
import { meta } from './meta.ts';
import './magazine-issues.css';

const ALL = '';

/**
 * Issue 31: the magazine detail (and download) page's issues, plain DOM. The current issue with its
 * cover, topics and prices, and the archive filtered by year. 'Heft kaufen' asks the page's cart to add
 * the print issue (the cart reports add_to_cart); owners get 'ePaper lesen' and, on the download page,
 * 'Herunterladen' through a signed link asked for on the click. view_item_list when the archive is
 * seen, view_item when the current issue is.
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const { bus } = kiosk;
  // Below apiHost, so through the generic call: the site's client and ab go along (issue 25).
  const settings = apiSettings(kiosk);
  const h = createElementHelper(meta.name, scope);
  const project = pathSegment(kiosk.config.project, { source: meta.name, field: 'project' });
  if (project === undefined) return;
  const status = h('p', { class: 'kiosk-magazine-issues__status', role: 'status' });
  const root = kioskRoot(h('div', { class: 'kiosk-magazine-issues' }));
  const fallback = [...element.childNodes];
  let issues: Issue[] = [];
  let owned = new Set<string>();
  let year = ALL;
  const track = (event: AnalyticsEvent) => bus.emit('analytics-event', event);

  const readerHref = (issue: Issue) => {
    const url = new URL(props.readerUrl || '/epaper/', location.href);
    url.searchParams.set('ausgabe', issue.id);
    return url.href;
  };

  const download = async (issue: Issue, button: HTMLButtonElement, note: HTMLElement) => {
    button.setAttribute('aria-busy', 'true');
    note.textContent = '';
    const result = await apiCall<{ url: string }>(
      'GET',
      `/issues/${project}/${encodeURIComponent(issue.id)}/download`,
      {},
      undefined,
      {},
      {
        auth: true,
        parse: (body) =>
          typeof (body as { url?: unknown })?.url == 'string' ? (body as { url: string }) : undefined,
      },
      settings,
    );
    button.removeAttribute('aria-busy');
    const url = result.ok
      ? safeUrl(result.value.url, { source: meta.name, field: 'download url' })
      : undefined;
    if (!url) {
      if (!result.ok) logError(meta.name, `download link failed (${result.error.message})`);
      note.textContent = LABELS.downloadFailed;
      return;
    }
    location.assign(url);
  };

  const actions = (issue: Issue) => {
    const note = h('span', { class: 'kiosk-magazine-issues__note', role: 'alert' });
    const buy = h(
      'button',
      {
        type: 'button',
        class: `${actionButton} kiosk-magazine-issues__buy`,
        'aria-label': `${LABELS.buy}: ${LABELS.issue(issue.number)}`,
        on: {
          click: () => {
            bus.run('cart.add', [{ merchandiseId: issue.merchandiseId, quantity: 1 }]);
            status.textContent = LABELS.added(issue.number);
          },
        },
      },
      LABELS.buy,
    );
    const own = owned.has(issue.id);
    const downloadButton =
      own && props.download
        ? h(
            'button',
            {
              type: 'button',
              class: actionButtonSecondary,
              'aria-label': `${LABELS.download}: ${LABELS.issue(issue.number)}`,
              on: { click: (event) => void download(issue, event.currentTarget as HTMLButtonElement, note) },
            },
            LABELS.download,
          )
        : null;
    return h(
      'div',
      { class: 'kiosk-magazine-issues__actions' },
      buy,
      own &&
        h(
          'a',
          {
            class: actionButtonSecondary,
            href: readerHref(issue),
            'aria-label': `${LABELS.read}: ${LABELS.issue(issue.number)}`,
          },
          LABELS.read,
        ),
      downloadButton,
      note,
    );
  };

  const cover = (issue: Issue, width: number) =>
    h('img', {
      class: 'kiosk-magazine-issues__cover',
      width,
      height: Math.round((width * issue.cover.height) / issue.cover.width),
      alt: `Titelseite ${LABELS.issue(issue.number)}`,
      loading: 'lazy',
      src: issue.cover.url,
    });

  const card = (issue: Issue, current: boolean) =>
    h(
      current ? 'div' : 'li',
      { class: `kiosk-magazine-issues__issue${current ? ' kiosk-magazine-issues__issue--current' : ''}` },
      cover(issue, current ? issue.cover.width : 103),
      h(
        'div',
        { class: 'kiosk-magazine-issues__body' },
        h(current ? 'h3' : 'h4', { class: 'kiosk-magazine-issues__number' }, LABELS.issue(issue.number)),
        h('p', { class: 'kiosk-magazine-issues__date' }, LABELS.published(dateText(issue.date))),
        current &&
          issue.topics.length > 0 &&
          h(
            'ul',
            { class: 'kiosk-magazine-issues__topics' },
            ...issue.topics.map((topic) => h('li', null, topic)),
          ),
        h(
          'p',
          { class: 'kiosk-magazine-issues__price' },
          LABELS.prices(euroText(issue.price.print), issue.price.epaper && euroText(issue.price.epaper)),
        ),
        actions(issue),
      ),
    );

  const list = h('ul', { class: 'kiosk-magazine-issues__list' });
  const currentSlot = h('div', null);
  const showArchive = () => {
    const archive = issues.slice(1).filter((issue) => year == ALL || issue.year == year);
    list.replaceChildren(...archive.map((issue) => card(issue, false)));
  };
  const render = () => {
    const [current] = issues;
    currentSlot.replaceChildren(current ? card(current, true) : '');
    showArchive();
  };

  const filter = () => {
    const years = [...new Set(issues.slice(1).map((issue) => issue.year))];
    const select = h(
      'select',
      {
        class: 'kiosk-magazine-issues__year',
        on: { change: (event) => ((year = (event.currentTarget as HTMLSelectElement).value), showArchive()) },
      },
      h('option', { value: ALL }, LABELS.allYears),
      ...years.map((value) => h('option', { value }, value)),
    );
    return h('label', { class: 'kiosk-magazine-issues__filter' }, `${LABELS.year} `, select);
  };

  const showFailure = () => {
    const retry = h(
      'button',
      { type: 'button', class: actionButtonSecondary, on: { click: () => void load(true) } },
      LABELS.retry,
    );
    root.replaceChildren(h('p', { role: 'alert' }, LABELS.loadFailed), retry);
    return retry;
  };

  const load = async (again = false) => {
    const result = await apiCall<unknown[]>(
      'GET',
      `/issues/${project}`,
      {},
      undefined,
      {},
      {
        parse: (body) =>
          Array.isArray((body as { issues?: unknown })?.issues)
            ? (body as { issues: unknown[] }).issues
            : undefined,
      },
      settings,
    );
    if (scope.signal.aborted) return;
    if (!result.ok) {
      logError(meta.name, `issues list failed (${result.error.message})`);
      const retry = showFailure();
      if (again) retry.focus();
      return;
    }
    issues = result.value.map(parseIssue).filter((issue): issue is Issue => !!issue);
    if (issues.length < result.value.length)
      logError(meta.name, 'issues that do not fit the list answer were left out');
    const archiveHeading = h('h2', { id: `${meta.name}-archive` }, LABELS.archive);
    root.replaceChildren(
      h(
        'section',
        { class: 'kiosk-magazine-issues__current', 'aria-label': LABELS.current },
        h('h2', null, LABELS.current),
        currentSlot,
      ),
      h(
        'section',
        { class: 'kiosk-magazine-issues__archive', 'aria-labelledby': archiveHeading.id },
        archiveHeading,
        filter(),
        list,
      ),
      status,
    );
    render();
    // After 'Erneut versuchen' the button is gone: focus goes to the list's first heading, not to body.
    if (again) {
      const heading = root.querySelector<HTMLElement>('h2');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus();
    }
    const [current] = issues;
    if (current)
      scope.add(
        whenSeen(currentSlot, () =>
          track({
            name: 'view_item',
            props: {
              item_id: current.id,
              item_name: LABELS.issue(current.number),
              price: Number(current.price.print),
              currency: 'EUR',
            },
          }),
        ),
      );
    scope.add(
      whenSeen(list, () =>
        track({
          name: 'view_item_list',
          props: { item_list_id: `${kiosk.config.project}-issues`, items: issues.length },
        }),
      ),
    );
  };

  // Owners' buttons: asked once the login is known, and again when the reader changes.
  scope.add(
    bus.on('session-changed', (state) => {
      if (!state.loginValidated) return;
      if (!state.loggedIn) {
        owned = new Set();
        return render();
      }
      void apiCall<string[]>(
        'GET',
        `/issues/${project}/owned`,
        {},
        undefined,
        {},
        {
          auth: true,
          parse: (body) => {
            const ids = (body as { owned?: unknown })?.owned;
            return Array.isArray(ids) ? ids.filter((id): id is string => typeof id == 'string') : undefined;
          },
        },
        settings,
      ).then((result) => {
        if (scope.signal.aborted) return;
        if (!result.ok)
          return logError(meta.name, `owned issues failed (${result.error.message}); no owner buttons`);
        owned = new Set(result.value);
        render();
      });
    }),
  );

  element.replaceChildren(root);
  scope.add(() => element.replaceChildren(...fallback));
  void load();
});
