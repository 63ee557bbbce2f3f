import { createFuelStorage } from '../../features/fuel/fuel-storage.ts';
import { createFuelSearch } from '../../features/fuel/fuel-search.ts';
import { forProject } from '../../src/kit/by-project.ts';
import { readConfigSection } from '../../src/kit/config-section.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { FUEL_SEARCH_PROJECTS } from './fuel-search-projects.ts';
import { FuelSearchView } from './fuel-search.tsx';
import { meta } from './meta.ts';
import './fuel-search.css';

/** issue 15: the fuel station search, only where `features.fuelSearch` is on (fuel-search-projects.ts). */
export const mount = defineWidget(meta, ({ element, kiosk, scope }) => {
  const { features, project } = kiosk.config;
  if (!(features.fuelSearch ?? forProject(FUEL_SEARCH_PROJECTS, project)))
    throw new Error(
      `runs only where features.fuelSearch is on (the fuel-price project), not on "${kiosk.config.project}"`,
    );
  const config = readConfigSection(meta.name, meta.config.section);
  const search = createFuelSearch({ api: kiosk.api, storage: createFuelStorage(), ...config });
  scope.add(search.dispose);
  return mountReact(element, <FuelSearchView search={search} kiosk={kiosk} timeoutMs={config.timeoutMs} />);
});
