import { enhancePaidBox } from '../../features/training-plans/enhance-paid-box.ts';
import { paidBox } from '../../features/training-plans/paid-box-markup.ts';
import { pagePlanOwnership } from '../../features/training-plans/plan-ownership.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
import { createWidgetScope } from '../../src/kit/widget-scope.ts';
import { logError } from '../../src/log.ts';
import { actionButtonSecondary } from '../../ui/action-button.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { LABELS } from './labels.ts';
import { meta } from './meta.ts';
import {
  FACETS,
  facetCounts,
  facetOptions,
  filterPlans,
  nearestPlans,
  readSelection,
  writeSelection,
  type Facet,
  type Selection,
} from './plan-facets.ts';
import { parseTrainingPlan, type TrainingPlan } from './training-plan.ts';
import './training-plans.css';

/** The filters beside the menu, in the order the reader answers them. */
const FILTERS = FACETS.filter((facet) => facet != 'kategorie');

/**
 * Issue 27 (spec 2.7 'Training plan filter and menu'), plain DOM: the menu of categories and the
 * filters Ziel, Zielzeit, Niveau, Trainingstage pro Woche and Dauer in Wochen, each option with its live
 * count; an option no plan would match stays listed with '(0)', disabled. The choice lives in the URL
 * (back and forward step through it). No match shows the nearest plans and names the criterion given
 * up. The results are paid boxes, the same markup and behaviour as an article's `paid-box`.
 */
export const mount = defineWidget(meta, ({ element, kiosk, scope }) => {
  const h = createElementHelper(meta.name, scope);
  const ownership = pagePlanOwnership(kiosk, meta.name);
  const root = kioskRoot(h('div', { class: 'kiosk-training-plans' }));
  const fallback = [...element.childNodes];
  let plans: TrainingPlan[] = [];
  let selection: Selection = readSelection(location.search);
  let results = createWidgetScope(meta.name);
  scope.add(() => results.close());

  const choose = (facet: Facet, value: string | undefined) => {
    selection = { ...selection, [facet]: value };
    history.pushState(history.state, '', writeSelection(location.search, selection) || location.pathname);
    update();
  };

  // ---- the menu: categories with counts, a disclosure on phones ----
  const categories = h('ul', { class: 'kiosk-training-plans__categories', id: `${meta.name}-categories` });
  const menuToggle = h(
    'button',
    {
      type: 'button',
      class: `${actionButtonSecondary} kiosk-training-plans__menu-toggle`,
      'aria-expanded': 'false',
      'aria-controls': categories.id,
      on: {
        click: () => {
          const open = menuToggle.getAttribute('aria-expanded') != 'true';
          menuToggle.setAttribute('aria-expanded', String(open));
          menu.toggleAttribute('data-open', open);
        },
      },
    },
    LABELS.menu,
  );
  const menu = h(
    'nav',
    { class: 'kiosk-training-plans__menu', 'aria-label': LABELS.menu },
    menuToggle,
    categories,
  );
  const categoryButton = (value: string | undefined) =>
    h('button', {
      type: 'button',
      class: 'kiosk-training-plans__category',
      on: { click: () => choose('kategorie', value) },
    });
  let categoryButtons: Array<[string | undefined, HTMLButtonElement]> = [];

  // ---- the filters: one select per facet ----
  const selects = new Map<Facet, HTMLSelectElement>();
  const filterFields = FILTERS.map((facet) => {
    const select = h('select', {
      class: 'kiosk-training-plans__select',
      id: `${meta.name}-${facet}`,
      on: { change: () => choose(facet, select.value || undefined) },
    });
    selects.set(facet, select);
    return h(
      'div',
      { class: 'kiosk-training-plans__field' },
      h('label', { for: select.id }, LABELS.facets[facet]),
      select,
    );
  });
  const reset = h(
    'button',
    {
      type: 'button',
      class: `${actionButtonSecondary} kiosk-training-plans__reset`,
      on: {
        click: () => {
          selection = {};
          choose('kategorie', undefined);
          // The button is disabled now that nothing is filtered: focus goes to the first filter, not to body.
          selects.get('ziel')?.focus();
        },
      },
    },
    LABELS.reset,
  );
  const filters = h(
    'div',
    { class: 'kiosk-training-plans__filters', role: 'group', 'aria-label': LABELS.filters },
    ...filterFields,
    reset,
  );
  const status = h('p', { class: 'kiosk-training-plans__status', role: 'status' });
  const list = h('ul', { class: 'kiosk-training-plans__results', 'aria-label': LABELS.results });

  const update = () => {
    const counts = facetCounts(plans, selection);
    const unfiltered = (facet: Facet) => filterPlans(plans, { ...selection, [facet]: undefined }).length;

    for (const [value, button] of categoryButtons) {
      const count = value === undefined ? unfiltered('kategorie') : (counts.kategorie.get(value) ?? 0);
      button.textContent = LABELS.withCount(value ?? LABELS.all, count);
      button.setAttribute('aria-pressed', String(selection.kategorie === value));
    }
    for (const [facet, select] of selects) {
      const chosen = selection[facet];
      const options = facetOptions(plans, facet);
      select.replaceChildren(
        h('option', { value: '' }, LABELS.withCount(LABELS.all, unfiltered(facet))),
        // An option out of the URL that no plan has stays shown, so the reader sees what is chosen.
        ...(chosen !== undefined && !options.includes(chosen) ? [chosen] : []).map((value) =>
          h('option', { value }, LABELS.withCount(LABELS.option(facet, value), 0)),
        ),
        ...options.map((value) => {
          const count = counts[facet].get(value) ?? 0;
          return h(
            'option',
            { value, disabled: count == 0 && value !== chosen },
            LABELS.withCount(LABELS.option(facet, value), count),
          );
        }),
      );
      select.value = chosen ?? '';
    }
    reset.disabled = Object.values(selection).every((value) => value === undefined);

    const found = filterPlans(plans, selection);
    const nearest = found.length == 0 ? nearestPlans(plans, selection) : undefined;
    status.textContent =
      found.length > 0
        ? LABELS.found(found.length)
        : nearest
          ? LABELS.nearest(
              `${LABELS.facets[nearest.relaxed]}: ${LABELS.option(nearest.relaxed, nearest.value)}`,
              nearest.plans.length,
            )
          : LABELS.none;
    showPlans(found.length > 0 ? found : (nearest?.plans ?? []));
  };

  const showPlans = (shown: TrainingPlan[]) => {
    results.close();
    results = createWidgetScope(meta.name);
    const boxHelper = createElementHelper(meta.name, results);
    list.replaceChildren(
      ...shown.map((plan) => {
        const item = h('li', { class: 'kiosk-training-plans__result' }, paidBox(boxHelper, plan));
        enhancePaidBox(meta.name, { element: item, plan, kiosk, scope: results, ownership });
        return item;
      }),
    );
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
    const result = await kiosk.api.request<unknown[]>('/training-plans', {
      parse: (body) =>
        Array.isArray((body as { plans?: unknown })?.plans)
          ? (body as { plans: unknown[] }).plans
          : undefined,
    });
    if (scope.signal.aborted) return;
    if (!result.ok) {
      logError(meta.name, `plans list failed (${result.error.message})`);
      const retry = showFailure();
      if (again) retry.focus();
      return;
    }
    plans = result.value.map(parseTrainingPlan).filter((plan): plan is TrainingPlan => !!plan);
    if (plans.length < result.value.length)
      logError(meta.name, 'plans that do not fit the list answer were left out');
    categoryButtons = [undefined, ...facetOptions(plans, 'kategorie')].map((value) => [
      value,
      categoryButton(value),
    ]);
    categories.replaceChildren(...categoryButtons.map(([, button]) => h('li', null, button)));
    root.replaceChildren(menu, filters, status, list);
    update();
    // After 'Erneut versuchen' the button is gone: focus goes to the first filter, not to body.
    if (again) selects.get('ziel')?.focus();
  };

  const onPopState = () => {
    selection = readSelection(location.search);
    if (plans.length) update();
  };
  addEventListener('popstate', onPopState, { signal: scope.signal });

  element.replaceChildren(root);
  scope.add(() => element.replaceChildren(...fallback));
  void load();
});
