import type { FavouritesController } from '../../features/favourites/favourites-controller.ts';
import type { FavouritesState } from '../../features/favourites/favourites-state.ts';
import { LOAD_FAILED } from '../../features/favourites/messages.ts';
import { restingFavourite } from '../../features/favourites/resting-favourite.ts';
import { shortenText } from '../../features/text/shorten-text.ts';
import { parseHubVideo, type HubVideo } from '../../features/videos/hub-video.ts';
import { durationIso, durationText } from '../../features/videos/video.ts';
import type { AnalyticsEvent } from '../../src/analytics/catalogue.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
import { pathSegment } from '../../src/kit/path-segment.ts';
import { readableRecords } from '../../src/kit/readable-records.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { createWidgetScope } from '../../src/kit/widget-scope.ts';
import { latestOnly } from '../../src/latest-only.ts';
import { logError } from '../../src/log.ts';
import { actionButton, actionButtonSecondary } from '../../ui/action-button.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { saveToggle } from '../../ui/save-toggle.ts';
import { saveToggleMarkup } from '../../ui/save-toggle-markup.ts';
import { videoFacade } from '../../ui/video-facade.ts';
import { posterImage } from '../../ui/video-poster.ts';
import './hub-events.ts';
import { placeSearch, readPlace, type HubPlace } from './hub-url.ts';
import { LABELS } from './labels.ts';
import { meta } from './meta.ts';
import { GAP, pageNumbers } from './page-numbers.ts';
import './video-hub.css';

/** spec 7.2: the favourites channel the hub saves videos on. */
const CHANNEL = 'video';
/** How much of a description shows before 'Mehr Details' (spec 1: shortened with the platform's rule). */
const SHORT_DESCRIPTION = 160;
const PAGE_SIZE = 12;

interface Category {
  slug: string;
  name: string;
}
interface ListAnswer {
  total: number;
  page: number;
  pages: number;
  categories: Category[];
  highlight: HubVideo | undefined;
  items: HubVideo[];
}
interface DetailAnswer {
  video: HubVideo;
  related: HubVideo[];
}

const record = (value: unknown) =>
  typeof value == 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
const whole = (value: unknown) =>
  typeof value == 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
const videos = (value: unknown, list: string) =>
  readableRecords(Array.isArray(value) ? value : [], (raw) => parseHubVideo(raw, meta.name), meta.name, list);

function parseList(body: unknown): ListAnswer | undefined {
  const answer = record(body);
  const total = whole(answer?.total);
  const page = whole(answer?.page);
  const pages = whole(answer?.pages);
  if (!answer || total === undefined || !page || !pages || !Array.isArray(answer.items)) return undefined;
  const categories = (Array.isArray(answer.categories) ? answer.categories : []).flatMap((raw) => {
    const { slug, name } = record(raw) ?? {};
    return typeof slug == 'string' && slug && typeof name == 'string' && name ? [{ slug, name }] : [];
  });
  return {
    total,
    page,
    pages,
    categories,
    highlight: answer.highlight ? parseHubVideo(answer.highlight, meta.name) : undefined,
    items: videos(answer.items, 'videos list'),
  };
}

function parseDetail(body: unknown): DetailAnswer | undefined {
  const answer = record(body);
  const video = parseHubVideo(answer?.video, meta.name);
  return video ? { video, related: videos(answer?.related, 'related videos') } : undefined;
}

const DAY = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateText = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/** A plain left click that the hub handles itself; any other click (new tab, modifier) is the browser's. */
const ownClick = (event: MouseEvent) =>
  event.button == 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * `data-widget="video-hub"` (issue 29, spec 2.7): the video hub in plain DOM. The highlight video on top
 * (the page's LCP), the categories as links, 'Videos durchsuchen' with its hit count, twelve videos a page
 * with numbered links, and the detail view (player, date, description behind 'Mehr Details', 'Merken',
 * related videos, VideoObject JSON-LD). The place (category, query, page, video) is the URL's query, so
 * every view is a link, and back and forward restore it; after a change of page focus goes to the
 * heading of what changed.
 */
export const mount = defineWidget(meta, ({ element, kiosk, scope }) => {
  const project = pathSegment(kiosk.config.project, { source: meta.name, field: 'project' });
  if (project === undefined) return;
  const h = createElementHelper(meta.name, scope);
  const track = (event: AnalyticsEvent) => kiosk.bus.emit('analytics-event', event);
  const latest = latestOnly();
  scope.add(latest.stop);
  let place = readPlace(location.search);
  let shownHighlight = false;
  // What one view renders (players, the save button) ends with it.
  let view = createWidgetScope(meta.name);
  scope.add(() => view.close());
  const newView = () => {
    view.close();
    view = createWidgetScope(meta.name);
    return view;
  };

  const href = (next: HubPlace) => `${location.pathname}${placeSearch(next)}`;
  const link = (
    next: HubPlace,
    attributes: Record<string, unknown>,
    then: (() => void) | null,
    ...children: (Node | string)[]
  ) =>
    h(
      'a',
      {
        ...attributes,
        href: href(next),
        on: {
          click: (event: MouseEvent) => {
            if (!ownClick(event)) return;
            event.preventDefault();
            then?.();
            go(next, next.video ? 'detail' : 'grid');
          },
        },
      },
      ...children,
    );

  // ---- the parts that stay: highlight, categories, search ----------------------------------------
  const highlight = h('section', { class: 'kiosk-video-hub__highlight', 'aria-label': LABELS.highlight });
  const nav = h('nav', { class: 'kiosk-video-hub__categories', 'aria-label': LABELS.categories });
  const input = h('input', {
    type: 'search',
    id: `${meta.name}-query`,
    class: 'kiosk-video-hub__query',
    name: 'suche',
    autocomplete: 'off',
  });
  input.value = place.suche;
  const form = h(
    'form',
    {
      role: 'search',
      class: 'kiosk-video-hub__search',
      on: {
        submit: (event) => {
          event.preventDefault();
          go({ kategorie: place.kategorie, suche: input.value.trim(), seite: 1, video: '' }, 'none', true);
        },
      },
    },
    h('label', { for: input.id }, LABELS.search),
    h(
      'span',
      { class: 'kiosk-video-hub__search-row' },
      input,
      h('button', { type: 'submit', class: actionButton }, LABELS.searchButton),
    ),
  );
  const status = h('p', { class: 'kiosk-video-hub__status', role: 'status' });
  const content = h('div', { class: 'kiosk-video-hub__content' });

  const showHighlight = (video: HubVideo | undefined) => {
    if (shownHighlight || !video) return;
    shownHighlight = true;
    const facade = videoFacade({
      video,
      poster: posterImage(video, meta.name, scope, true),
      signal: scope.signal,
      source: meta.name,
      providerAllowed: () => !!video.provider && kiosk.consent.allows({ vendor: video.provider.vendor }),
      track: (event) => {
        track(event);
        if (event.name == 'Video / klick')
          track({ name: 'Video-Hub / Highlight-Video', props: { label: video.title } });
      },
    });
    highlight.replaceChildren(
      h('h2', { class: 'kiosk-video-hub__kicker' }, LABELS.highlight),
      facade.root,
      h('p', { class: 'kiosk-video-hub__highlight-title' }, video.title),
    );
  };

  const showCategories = (categories: Category[]) => {
    const item = (slug: string, name: string) =>
      h(
        'li',
        null,
        link(
          { kategorie: slug, suche: place.suche, seite: 1, video: '' },
          {
            class: 'kiosk-video-hub__category',
            'aria-current': place.kategorie == slug && !place.video ? 'page' : undefined,
          },
          () => track({ name: 'Video-Hub / Kategorie', props: { label: name } }),
          name,
        ),
      );
    nav.replaceChildren(
      h(
        'ul',
        null,
        item('', LABELS.all),
        ...categories.map((category) => item(category.slug, category.name)),
      ),
    );
  };

  const thumb = (video: HubVideo) => {
    const small = video.poster.reduce((best, image) => (image.width < best.width ? image : best));
    return h(
      'span',
      { class: 'kiosk-video-hub__thumb' },
      h('img', {
        width: small.width,
        height: small.height,
        alt: '',
        loading: 'lazy',
        decoding: 'async',
        src: small.src,
      }),
      h(
        'time',
        { class: 'kiosk-video__duration', datetime: durationIso(video.duration) },
        durationText(video.duration),
      ),
    );
  };

  const card = (video: HubVideo, heading: 'h3' | 'h4') =>
    h(
      'li',
      { class: 'kiosk-video-hub__card' },
      link(
        { ...place, video: video.id },
        { class: 'kiosk-video-hub__card-link' },
        () => track({ name: 'Video-Hub / Detail-Video', props: { label: video.title } }),
        thumb(video),
        h(heading, { class: 'kiosk-video-hub__card-title' }, video.title),
      ),
      h(
        'p',
        { class: 'kiosk-video-hub__card-meta' },
        [video.category?.name, video.date && dateText(video.date)].filter(Boolean).join(' · '),
      ),
    );

  const pagination = (answer: ListAnswer) => {
    if (answer.pages < 2) return '';
    const to = (seite: number) => ({ ...place, seite, video: '' });
    const onPage = (seite: number) => () => track({ name: 'Video-Hub / Seite', props: { position: seite } });
    const items = [
      answer.page > 1 &&
        h(
          'li',
          null,
          link(
            to(answer.page - 1),
            { class: 'kiosk-video-hub__step', rel: 'prev' },
            onPage(answer.page - 1),
            LABELS.previous,
          ),
        ),
      ...pageNumbers(answer.page, answer.pages).map((entry) =>
        entry == GAP
          ? h('li', { class: 'kiosk-video-hub__gap', 'aria-hidden': 'true' }, '…')
          : h(
              'li',
              null,
              link(
                to(entry),
                {
                  class: 'kiosk-video-hub__page',
                  'aria-label': LABELS.page(entry),
                  'aria-current': entry == answer.page ? 'page' : undefined,
                },
                onPage(entry),
                String(entry),
              ),
            ),
      ),
      answer.page < answer.pages &&
        h(
          'li',
          null,
          link(
            to(answer.page + 1),
            { class: 'kiosk-video-hub__step', rel: 'next' },
            onPage(answer.page + 1),
            LABELS.next,
          ),
        ),
    ];
    return h(
      'nav',
      { class: 'kiosk-video-hub__pages', 'aria-label': LABELS.pagination },
      h('ul', null, ...items),
    );
  };

  const gridHeading = (answer: ListAnswer) =>
    h(
      'h2',
      { class: 'kiosk-video-hub__heading', tabindex: '-1' },
      LABELS.grid(answer.categories.find((category) => category.slug == place.kategorie)?.name),
    );

  const showGrid = (answer: ListAnswer) => {
    newView();
    status.textContent = place.suche
      ? LABELS.foundFor(answer.total, place.suche)
      : LABELS.found(answer.total);
    content.replaceChildren(
      gridHeading(answer),
      answer.items.length
        ? h('ul', { class: 'kiosk-video-hub__grid' }, ...answer.items.map((video) => card(video, 'h3')))
        : h('p', { class: 'kiosk-video-hub__empty' }, LABELS.none),
      pagination(answer),
    );
  };

  const saveButton = (video: HubVideo, scopeOfView: ReturnType<typeof createWidgetScope>) => {
    const slot = h('div', { class: 'kiosk-video-hub__save' });
    slot.innerHTML = saveToggleMarkup(LABELS.save);
    if (!kiosk.config.enableFavorites) return undefined;
    let store: FavouritesController | undefined;
    // The slot holds the resting markup, so the toggle is wired before the next task (its button is
    // disabled until then).
    void saveToggle(slot, LABELS.save, scopeOfView, 'video', () => store?.loginLinks() ?? {}).then(
      (toggle) => {
        toggle.button.setAttribute('aria-label', `${LABELS.save}: ${video.title}`);
        toggle.button.addEventListener(
          'click',
          () => track({ name: 'Video-Hub / Merken', props: { label: video.title } }),
          {
            signal: scopeOfView.signal,
          },
        );
        restingFavourite({
          kiosk,
          scope: scopeOfView,
          element: slot,
          button: toggle.button,
          attach(controller) {
            store = controller;
            controller.watchChannel(CHANNEL);
            const show = (state: FavouritesState) =>
              toggle.show(
                state.favorites[CHANNEL]?.includes(video.id) ?? false,
                controller.itemMessage(state, CHANNEL, video.id, LOAD_FAILED),
              );
            show(controller.store.getState());
            scopeOfView.add(controller.store.subscribe(show));
            return () => controller.toggle(video.id, CHANNEL, toggle.askLogin);
          },
          onError(error) {
            toggle.show(false, LOAD_FAILED);
            reportWidgetError(element, 'the favourites failed to load', error);
          },
        });
      },
    );
    return slot;
  };

  const jsonLd = (video: HubVideo) => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // Server text inside a script: '<' escaped, so no '</script>' in a title can end it.
    script.textContent = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: video.title,
      description: video.description ?? video.teaser ?? video.title,
      thumbnailUrl: video.poster.map((image) => image.src),
      uploadDate: video.date,
      duration: durationIso(video.duration),
      contentUrl: video.sources[0]?.src,
      url: video.url,
    }).replace(/</g, '\\u003c');
    return script;
  };

  const description = (video: HubVideo) => {
    const full = video.description ?? video.teaser ?? '';
    const short = shortenText(full, SHORT_DESCRIPTION);
    const text = h('p', { class: 'kiosk-video-hub__description', id: `${meta.name}-description` }, short);
    if (short == full) return text;
    const more = h(
      'button',
      { type: 'button', class: actionButtonSecondary, 'aria-expanded': 'false', 'aria-controls': text.id },
      LABELS.moreDetails,
    );
    more.addEventListener(
      'click',
      () => {
        const open = more.getAttribute('aria-expanded') != 'true';
        more.setAttribute('aria-expanded', String(open));
        more.textContent = open ? LABELS.lessDetails : LABELS.moreDetails;
        text.textContent = open ? full : short;
        if (open) track({ name: 'Video-Hub / Mehr Details', props: { label: video.title } });
      },
      { signal: view.signal },
    );
    return h('div', { class: 'kiosk-video-hub__details' }, text, more);
  };

  const showDetail = ({ video, related }: DetailAnswer) => {
    const scopeOfView = newView();
    status.textContent = '';
    const facade = videoFacade({
      video,
      poster: posterImage(video, meta.name, scopeOfView),
      signal: scopeOfView.signal,
      source: meta.name,
      providerAllowed: () => !!video.provider && kiosk.consent.allows({ vendor: video.provider.vendor }),
      track,
    });
    content.replaceChildren(
      h(
        'article',
        { class: 'kiosk-video-hub__detail' },
        h('p', null, link({ ...place, video: '' }, { class: 'kiosk-video-hub__back' }, null, LABELS.back)),
        h('h2', { class: 'kiosk-video-hub__heading', tabindex: '-1' }, video.title),
        h(
          'p',
          { class: 'kiosk-video-hub__card-meta' },
          [
            video.date && LABELS.published(dateText(video.date)),
            video.category?.name,
            durationText(video.duration),
          ]
            .filter(Boolean)
            .join(' · '),
        ),
        facade.root,
        saveButton(video, scopeOfView),
        description(video),
        related.length > 0 &&
          h(
            'section',
            { class: 'kiosk-video-hub__related', 'aria-labelledby': `${meta.name}-related` },
            h('h3', { id: `${meta.name}-related` }, LABELS.related),
            h('ul', { class: 'kiosk-video-hub__grid' }, ...related.map((entry) => card(entry, 'h4'))),
          ),
      ),
    );
    // In the head, where structured data belongs, for as long as the video is open.
    const data = jsonLd(video);
    document.head.append(data);
    scopeOfView.add(() => data.remove());
  };

  const skeleton = (detail: boolean) => {
    newView();
    const lines = (count: number) =>
      h(
        'span',
        { class: 'kiosk-skeleton__shapes', 'aria-hidden': 'true' },
        ...Array.from({ length: count }, () => h('span', { class: 'kiosk-skeleton__line' })),
      );
    const box = () => h('span', { class: 'kiosk-video-hub__thumb kiosk-skeleton__line' });
    content.replaceChildren(
      h('p', { class: 'kiosk-visually-hidden' }, LABELS.loading),
      detail
        ? h('div', { class: 'kiosk-video-hub__detail', 'aria-hidden': 'true' }, lines(1), box(), lines(3))
        : h(
            'ul',
            { class: 'kiosk-video-hub__grid', 'aria-hidden': 'true' },
            ...Array.from({ length: PAGE_SIZE }, () =>
              h('li', { class: 'kiosk-video-hub__card' }, box(), lines(2)),
            ),
          ),
    );
  };

  const failure = (message: string) => {
    newView();
    const retry = h(
      'button',
      { type: 'button', class: actionButtonSecondary, on: { click: () => void load('retry') } },
      LABELS.retry,
    );
    content.replaceChildren(h('p', { role: 'alert', class: 'kiosk-video-hub__failure' }, message), retry);
    return retry;
  };

  type Focus = 'grid' | 'detail' | 'none' | 'retry';

  const load = async (focus: Focus, searched = false) => {
    const turn = latest.next();
    const hadFocus = content.contains(document.activeElement);
    skeleton(!!place.video);
    // Focus was on what the skeleton replaced: it goes to the content's place, not to body.
    if (hadFocus)
      content.querySelector<HTMLElement>('.kiosk-visually-hidden')?.setAttribute('tabindex', '-1');
    const query = {
      kategorie: place.kategorie || undefined,
      suche: place.suche || undefined,
      seite: place.seite > 1 ? place.seite : undefined,
    };
    const [listed, detailed] = await Promise.all([
      kiosk.api.request(`/videos/${project}`, { query, parse: parseList, signal: turn.signal }),
      place.video
        ? kiosk.api.request(`/videos/${project}/${encodeURIComponent(place.video)}`, {
            parse: parseDetail,
            signal: turn.signal,
          })
        : undefined,
    ]);
    if (!turn.isCurrent() || scope.signal.aborted) return;
    if (!listed.ok) {
      logError(meta.name, `videos list failed (${listed.error.message})`);
      status.textContent = '';
      const retry = failure(LABELS.listFailed);
      if (focus != 'none' || hadFocus) retry.focus();
      return;
    }
    showHighlight(listed.value.highlight);
    showCategories(listed.value.categories);
    if (detailed && !detailed.ok) {
      logError(meta.name, `video ${place.video} failed (${detailed.error.message})`);
      const retry = failure(LABELS.detailFailed);
      if (focus != 'none' || hadFocus) retry.focus();
      return;
    }
    if (detailed) showDetail(detailed.value);
    else showGrid(listed.value);
    if (searched) {
      track({
        name: 'view_search_results',
        props: { search_term: place.suche, results: listed.value.total },
      });
      track({ name: 'Video-Hub / Suche', props: { label: place.suche, results: listed.value.total } });
    }
    if (focus != 'none' || hadFocus) content.querySelector<HTMLElement>('.kiosk-video-hub__heading')?.focus();
  };

  const go = (next: HubPlace, focus: Focus, searched = false) => {
    place = next;
    history.pushState(null, '', href(next));
    void load(focus, searched);
  };

  addEventListener(
    'popstate',
    () => {
      place = readPlace(location.search);
      input.value = place.suche;
      void load('grid');
    },
    { signal: scope.signal },
  );

  const own = [...element.childNodes];
  element.replaceChildren(
    kioskRoot(h('div', null, h('div', { class: 'kiosk-video-hub' }, highlight, nav, form, status, content))),
  );
  scope.add(() => element.replaceChildren(...own));
  void load('none');
});
