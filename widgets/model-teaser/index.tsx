import { useState } from 'react';
import { vehicleApi } from '../../features/vehicles/vehicle-api.ts';
import { kindOfSubject, readVehicleSettings } from '../../features/vehicles/vehicle-settings.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { COMPARISON_AREAS } from '../../features/vehicles/comparison-areas.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { meta } from './meta.ts';
import { ModelTeaser, type TeaserData } from './model-teaser.tsx';
import './model-teaser.css';

const SEEN = `${COMPARISON_AREAS.modelTeaser} / sichtbar` as const;
const CLICKED = `${COMPARISON_AREAS.modelTeaser} / klick` as const;

/** spec 2.7: the model page teaser. An unknown series or an unsafe compareUrl keeps the server markup. */
export const mount = defineWidget(meta, async ({ element, props, kiosk, scope }) => {
  // The loader's 'mount failed' line says why: one console line, not a second one from safeUrl.
  const compareUrl = safeUrl(props.compareUrl, {
    source: meta.name,
    field: 'data-props.compareUrl',
    report: false,
  });
  if (!compareUrl) throw new Error('data-props.compareUrl is not a safe URL; the server markup stays');
  const kind = kindOfSubject(kiosk.config.brand.subject);
  const { timeoutMs } = readVehicleSettings(meta.name);
  const load = async (): Promise<TeaserData> => {
    const result = await vehicleApi(kiosk.api).tree(kind, { timeoutMs, signal: scope.signal });
    if (!result.ok) return { status: 'error' };
    for (const brand of result.value) {
      const series = brand.series.find((entry) => entry.id == props.series);
      if (series) return { status: 'ready', brand: brand.name, series };
    }
    throw new Error(`series "${props.series}" is not in the brand tree; the server markup stays`);
  };
  const first = await load();
  return mountReact(
    element,
    <Teaser
      kiosk={kiosk}
      first={first}
      load={load}
      compareUrl={compareUrl}
      kind={kind}
      label={props.series}
    />,
  );
});

interface TeaserProps {
  kiosk: Kiosk;
  first: TeaserData;
  load: () => Promise<TeaserData>;
  compareUrl: string;
  kind: 'car' | 'motorcycle';
  label: string;
}

function Teaser({ kiosk, first, load, compareUrl, kind, label }: TeaserProps) {
  const [data, setData] = useState(first);
  const [onSeen] = useState(() => () => kiosk.bus.emit('analytics-event', { name: SEEN, props: { label } }));
  return (
    <ModelTeaser
      data={data}
      compareUrl={compareUrl}
      vehicles={kind == 'car' ? 'Fahrzeugen' : 'Motorrädern'}
      onRetry={() => {
        setData({ status: 'loading' });
        load().then(setData, () => setData({ status: 'error' }));
      }}
      onSeen={onSeen}
      onClick={(version) =>
        kiosk.bus.emit('analytics-event', { name: CLICKED, props: { label: `${label}: ${version}` } })
      }
    />
  );
}
