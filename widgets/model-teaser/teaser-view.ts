import type { TreeSeries } from '../../features/vehicles/vehicle-types.ts';
import type { ElementHelper } from '../../src/kit/element-helper.ts';
import { actionButton } from '../../ui/action-button.ts';
import { cluster } from '../../ui/cluster.ts';
import { noticeDom } from '../../ui/notice-dom.ts';
import { skeletonDom } from '../../ui/skeleton-dom.ts';
import '../../ui/visually-hidden.css';
import { comparisonLink } from './comparison-link.ts';
import { TEASER_FAILED } from './messages.ts';
import './model-teaser.css';

export type TeaserData =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; brand: string; series: TreeSeries };

interface TeaserViewOptions {
  h: ElementHelper;
  compareUrl: string;
  /** 'Fahrzeugen' or 'Motorrädern'. */
  vehicles: string;
  onRetry: () => void;
  onClick: (label: string) => void;
}

/**
 * spec 2.7: the model page teaser, which starts a comparison with this model's versions. Server text
 * (brand, series and version names) is always a text node (the element helper), every link passes
 * `safeUrl`.
 */
export function teaserView({ h, compareUrl, vehicles, onRetry, onClick }: TeaserViewOptions) {
  const title = h('h2', { class: 'kiosk-model-teaser__title' });
  const notice = noticeDom(h, onRetry);
  // The live region stays in place from the start (a region moved with its message may go unread).
  const box = h('aside', { class: 'kiosk-model-teaser' }, title, notice.region);

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
      { class: `${cluster} kiosk-model-teaser__versions` },
      ...versions.map((version) =>
        h(
          'li',
          null,
          h(
            'a',
            { href: comparisonLink(compareUrl, [version.id]), on: { click: () => onClick(version.name) } },
            h('span', { class: 'kiosk-visually-hidden' }, `${brand} ${series.name} `),
            version.name,
            h('span', { class: 'kiosk-visually-hidden' }, ' vergleichen'),
          ),
        ),
      ),
    );
    return [text, all, list];
  };

  return {
    root: box,
    show(data: TeaserData) {
      // Named by its heading, as aria-labelledby would (without an id that must be unique on the page).
      title.textContent =
        data.status == 'ready' ? `${data.brand} ${data.series.name} im Vergleich` : 'Im Vergleich';
      box.setAttribute('aria-label', title.textContent);
      notice.show(data.status == 'error' ? TEASER_FAILED : undefined);
      while (box.children[2]) box.children[2].remove();
      box.append(
        ...(data.status == 'loading'
          ? [skeletonDom(h)]
          : data.status == 'ready'
            ? versionsOf(data.brand, data.series)
            : []),
      );
    },
  };
}
