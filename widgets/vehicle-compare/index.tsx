import { kindOfSubject, readVehicleSettings } from '../../features/vehicles/vehicle-settings.ts';
import { vehicleApi } from '../../features/vehicles/vehicle-api.ts';
import { forProject } from '../../src/kit/by-project.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { logError } from '../../src/log.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import type { ComparisonState } from '../../features/vehicles/comparison-url.ts';
import { createCompareStore } from './compare-store.ts';
import { meta } from './meta.ts';
import { syncWithUrl } from './sync-with-url.ts';
import { VEHICLE_LABELS } from './vehicle-labels.ts';
import { VehicleCompare } from './vehicle-compare.tsx';
import './vehicle-compare.css';

/** issue 16: the vehicle comparison; its state lives in the page's URL. */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const { brand } = kiosk.config;
  const kind = props.kind == 'car' || props.kind == 'motorcycle' ? props.kind : kindOfSubject(brand.subject);
  if (props.kind !== undefined && props.kind != kind)
    logError(meta.name, `data-props.kind must be "car" or "motorcycle"; using "${kind}"`, element);
  const { timeoutMs } = readVehicleSettings(meta.name);
  let navigate: (state: ComparisonState, replace?: boolean) => void = () => undefined;
  const controller = createCompareStore({
    kind,
    calls: vehicleApi(kiosk.api),
    timeoutMs,
    navigate: (state, replace) => navigate(state, replace),
    track: (event) => kiosk.bus.emit('analytics-event', event),
  });
  scope.add(controller.stop);
  void controller.loadTree();
  navigate = syncWithUrl(scope, controller.restore);
  return mountReact(
    element,
    <VehicleCompare
      controller={controller}
      kind={kind}
      labels={forProject(VEHICLE_LABELS, kiosk.config.project)}
    />,
  );
});
