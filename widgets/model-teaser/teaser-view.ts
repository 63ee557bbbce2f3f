import type { TreeSeries } from '../../features/vehicles/vehicle-types.ts';
import type { ElementHelper } from '../../src/kit/element-helper.ts';
import { actionButton } from '../../ui/action-button.ts';
import { comparisonLink } from './comparison-link.ts';
import './model-teaser.css';

interface TeaserViewOptions {
  h: ElementHelper;
  compareUrl: string;
  /** 'Fahrzeugen' or 'Motorrädern'. */
  vehicles: string;
  onClick: (label: string) => void;
}

export type TeaserView = ReturnType<typeof teaserView>;

/**
 * spec 2.7: the model page teaser, which starts a comparison with this model's versions. Server text
 * (brand, series and version names) is always a text node (the element helper), every link passes
 * `safeUrl`. A failed call's notice and retry are show-failure.ts, loaded only when a call fails.
 */
export function teaserView({ h, compareUrl, vehicles, onClick }: TeaserViewOptions) {
  const title = h('h2', { class: 'kiosk-model-teaser__title' });
  const box = h('aside', { class: 'kiosk-model-teaser' }, title);
  /** The title, and once a call failed the live region under it: what `show` keeps in place. */
  let kept = 1;

  const versionsOf = (brand: string, series: TreeSeries) => {
    const { versions } = series;
    const one = versions.length == 1;
    const all = h(
      'a',
      {
        class: `${actionButton} kiosk-model-teaser__button`,
        href: comparisonLink(
          compareUrl,
          versions.map((version) => version.id),
        ),
        on: { click: () => onClick('Alle Versionen') },
      },
      one ? 'Vergleich starten' : 'Alle Versionen vergleichen',
    );
    const text = h(
      'p',
      { class: 'kiosk-model-teaser__text' },
      `${versions.length} ${one ? 'Version' : 'Versionen'}: technische Daten nebeneinander, mit anderen ${vehicles} vergleichen.`,
    );
    if (versions.length < 2) return [text, all];
    const list = h(
      'ul',
      { class: 'kiosk-model-teaser__versions' },
      ...versions.map((version) =>
        h(
          'li',
          null,
          h(
            'a',
            {
              href: comparisonLink(compareUrl, [version.id]),
              // The name says what the link does; its text, the version, is in it (label in name).
              'aria-label': `${brand} ${series.name} ${version.name} vergleichen`,
              on: { click: () => onClick(version.name) },
            },
            version.name,
          ),
        ),
      ),
    );
    return [text, all, list];
  };

  const show = (heading: string, content: readonly Node[]) => {
    title.textContent = heading;
    // Named by its heading, as aria-labelledby would (without an id that must be unique on the page).
    box.setAttribute('aria-label', heading);
    while (box.children.length > kept) box.lastElementChild?.remove();
    box.append(...content);
  };

  return {
    root: box,
    show,
    showReady: (brand: string, series: TreeSeries) =>
      show(`${brand} ${series.name} im Vergleich`, versionsOf(brand, series)),
    /** The live region stays in place from here on (a region moved with its message may go unread). */
    keepRegion(region: Element) {
      title.after(region);
      kept = 2;
    },
  };
}
