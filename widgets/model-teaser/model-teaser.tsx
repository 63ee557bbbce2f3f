import { useEffect, useRef } from 'react';
import { whenSeen } from '../../src/analytics/when-seen.ts';
import type { TreeSeries } from '../../features/vehicles/vehicle-types.ts';
import { actionButton } from '../../ui/action-button.ts';
import { cluster } from '../../ui/cluster.ts';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { comparisonLink } from './comparison-link.ts';
import { TEASER_FAILED } from './messages.ts';

export type TeaserData =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; brand: string; series: TreeSeries };

interface ModelTeaserProps {
  data: TeaserData;
  compareUrl: string;
  /** 'Fahrzeuge' or 'Motorräder'. */
  vehicles: string;
  onRetry: () => void;
  onSeen: () => void;
  onClick: (label: string) => void;
}

/** spec 2.7: the model page teaser, which starts a comparison with this model's versions. */
export function ModelTeaser({ data, compareUrl, vehicles, onRetry, onSeen, onClick }: ModelTeaserProps) {
  const headingId = useUniqueId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = box.current;
    if (element) return whenSeen(element, onSeen);
  }, [onSeen]);

  const title = data.status == 'ready' ? `${data.brand} ${data.series.name} im Vergleich` : 'Im Vergleich';
  return (
    <aside className="kiosk-model-teaser" aria-labelledby={headingId} ref={box}>
      <h2 id={headingId} className="kiosk-model-teaser__title">
        {title}
      </h2>
      <Notice message={data.status == 'error' ? TEASER_FAILED : undefined} onRetry={onRetry} />
      {data.status == 'loading' && <Skeleton lines={3} />}
      {data.status == 'ready' && (
        <>
          <p className="kiosk-model-teaser__text">
            {data.series.versions.length} {data.series.versions.length == 1 ? 'Version' : 'Versionen'}:
            technische Daten nebeneinander, mit anderen {vehicles} vergleichen.
          </p>
          <a
            className={`${actionButton} kiosk-model-teaser__button`}
            href={comparisonLink(
              compareUrl,
              data.series.versions.map((version) => version.id),
            )}
            onClick={() => onClick('Alle Versionen')}
          >
            {data.series.versions.length == 1 ? 'Vergleich starten' : 'Alle Versionen vergleichen'}
          </a>
          {data.series.versions.length > 1 && (
            <ul className={`${cluster} kiosk-model-teaser__versions`}>
              {data.series.versions.map((version) => (
                <li key={version.id}>
                  <a href={comparisonLink(compareUrl, [version.id])} onClick={() => onClick(version.name)}>
                    <VisuallyHidden>
                      {data.brand} {data.series.name}{' '}
                    </VisuallyHidden>
                    {version.name}
                    <VisuallyHidden> vergleichen</VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </aside>
  );
}
