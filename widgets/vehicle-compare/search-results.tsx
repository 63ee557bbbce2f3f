import { useStore } from 'zustand';
import { MAX_COMPARED } from '../../features/vehicles/comparison-url.ts';
import { vehicleName, type VehicleKind } from '../../features/vehicles/vehicle-types.ts';
import { actionButton, actionButtonSecondary } from '../../ui/action-button.ts';
import { cluster } from '../../ui/cluster.ts';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import type { CompareController } from './compare-store.ts';
import { formatCount } from '../../features/vehicles/format-value.ts';
import { NOUNS, RESULTS_FAILED } from './messages.ts';

/** The applied search's matches, each addable, and 'Alle Fahrzeuge vergleichen'. */
export function SearchResults({ controller, kind }: { controller: CompareController; kind: VehicleKind }) {
  const results = useStore(controller.store, (state) => state.results);
  const compared = useStore(controller.store, (state) => state.comparison.ids);
  const nouns = NOUNS[kind];
  const headingId = useUniqueId();
  const replacesId = useUniqueId();
  if (results.status == 'idle') return null;
  const topIds = results.versions.slice(0, MAX_COMPARED).map((version) => version.id);
  // Said before the click, not asked after it (issue 23, phones 10): the reader's own choice is replaced,
  // and the browser's back button brings it back (the comparison lives in the address).
  const replaced = compared.filter((id) => !topIds.includes(id)).length;
  return (
    <section className="kiosk-vehicle-compare__results" aria-labelledby={headingId}>
      <h2 id={headingId} className="kiosk-vehicle-compare__heading">
        Suchergebnisse
      </h2>
      <Notice
        message={results.status == 'error' ? RESULTS_FAILED : undefined}
        onRetry={() => void controller.loadResults()}
      />
      {results.status == 'loading' && <Skeleton lines={4} label="Suchergebnisse werden geladen …" />}
      {results.status == 'ready' && results.count !== undefined && (
        <>
          <p className="kiosk-vehicle-compare__count">
            {formatCount(results.count)} {results.count == 1 ? nouns.one : nouns.many} gefunden
            {results.count > MAX_COMPARED && ', verglichen werden die ersten vier'}
          </p>
          {results.versions.length > 0 && (
            <button
              type="button"
              className={`${actionButton} kiosk-vehicle-compare__button`}
              aria-describedby={replaced > 0 ? replacesId : undefined}
              onClick={controller.compareAll}
            >
              Alle Fahrzeuge vergleichen
            </button>
          )}
          {results.versions.length > 0 && replaced > 0 && (
            <p id={replacesId} className="kiosk-vehicle-compare__hint">
              {replaced == 1
                ? `Ersetzt ein ${nouns.one} Ihres Vergleichs, das nicht unter den Treffern ist.`
                : `Ersetzt ${replaced} ${nouns.many} Ihres Vergleichs, die nicht unter den Treffern sind.`}
            </p>
          )}
          <ul className="kiosk-vehicle-compare__list">
            {results.versions.map((version) => {
              const inComparison = compared.includes(version.id);
              return (
                <li key={version.id} className={`${cluster} kiosk-vehicle-compare__result`}>
                  <span>{vehicleName(version)}</span>
                  <button
                    type="button"
                    className={`${actionButtonSecondary} kiosk-vehicle-compare__link`}
                    // aria-disabled, not disabled, for 'Im Vergleich': the button the reader just pressed
                    // keeps focus and says what happened, instead of dropping focus to <body> (issue 23).
                    disabled={!inComparison && compared.length >= MAX_COMPARED}
                    aria-disabled={inComparison || undefined}
                    aria-label={`${inComparison ? 'Im Vergleich' : 'Vergleichen'}: ${vehicleName(version)}`}
                    onClick={() => {
                      if (!inComparison) controller.add(version.id);
                    }}
                  >
                    {inComparison ? 'Im Vergleich' : 'Vergleichen'}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
