import { createFuelStorage } from '../../features/fuel/fuel-storage.ts';
import { createFuelSearch } from '../../features/fuel/search-store.ts';
import { readConfigSection } from '../../src/kit/config-section.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { FuelSearchView } from './fuel-search.tsx';
import { meta } from './meta.ts';
import './fuel-search.css';

/** issue 15: the fuel station search. A brand-table feature: only where `features.fuelSearch` is on. */
export const mount = defineWidget(meta, ({ element, kiosk, scope }) => {
  if (!kiosk.config.features.fuelSearch)
    throw new Error(
      `runs only where features.fuelSearch is on (the fuel-price project), not on "${kiosk.config.project}"`,
    );
  const config = readConfigSection(meta.name, meta.config.section);
  const search = createFuelSearch({ api: kiosk.api, storage: createFuelStorage(), ...config });
  scope.add(search.dispose);
  return mountReact(element, <FuelSearchView search={search} kiosk={kiosk} timeoutMs={config.timeoutMs} />);
});
