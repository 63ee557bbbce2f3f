import { whenSeen } from '../../src/analytics/when-seen.ts';
import { MODEL_TEASER_AREA } from '../../features/vehicles/comparison-areas.ts';
import { kindOfSubject, readVehicleSettings } from '../../features/vehicles/vehicle-settings.ts';
import { vehicleTree } from '../../features/vehicles/vehicle-tree.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { meta } from './meta.ts';
import { teaserView } from './teaser-view.ts';

const SEEN = `${MODEL_TEASER_AREA} / sichtbar` as const;
const CLICKED = `${MODEL_TEASER_AREA} / klick` as const;

/**
 * spec 2.7: the model page teaser. An unknown series or an unsafe compareUrl keeps the server markup.
 * Links and a retry need no UI runtime: plain DOM (issue 22); the notice and retry of a failed call load
 * only after one failed.
 */
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
  /** The brand and series, or undefined when the call failed. */
  const load = async () => {
    const result = await vehicleTree(kiosk.api, kind, { timeoutMs, signal: scope.signal });
    if (!result.ok) return undefined;
    for (const brand of result.value) {
      const series = brand.series.find((entry) => entry.id == props.series);
      if (series) return { brand: brand.name, series };
    }
    throw new Error(`series "${props.series}" is not in the brand tree; the server markup stays`);
  };
  const first = await load();
  const h = createElementHelper(meta.name, scope);
  const view = teaserView({
    h,
    compareUrl,
    vehicles: kind == 'car' ? 'Fahrzeugen' : 'Motorrädern',
    onClick: (version) =>
      kiosk.bus.emit('analytics-event', { name: CLICKED, props: { label: `${props.series}: ${version}` } }),
  });
  if (first) view.showReady(first.brand, first.series);
  else
    (await import('./show-failure.ts')).showFailure(view, h, async () => {
      const found = await load();
      if (found) view.showReady(found.brand, found.series);
      return found != undefined;
    });
  const own = [...element.childNodes];
  kioskRoot(element).replaceChildren(view.root);
  // spec 9.6: the impression, once the teaser is seen.
  scope.add(
    whenSeen(view.root, () =>
      kiosk.bus.emit('analytics-event', { name: SEEN, props: { label: props.series } }),
    ),
  );
  return () => element.replaceChildren(...own);
});
