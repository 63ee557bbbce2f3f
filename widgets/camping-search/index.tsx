import { forProject } from '../../src/kit/by-project.ts';
import { readConfigSection } from '../../src/kit/config-section.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { createAppOverlay } from './app-overlay.ts';
import { createCampingSearch } from './camping-controller.ts';
import { CAMPING_SEARCH_PROJECTS } from './camping-search-projects.ts';
import { CampingSearchView } from './camping-search-view.tsx';
import { meta } from './meta.ts';
import { createOutlineLayer } from './outline-layer.tsx';
import { syncSearchUrl } from './sync-search-url.ts';
import './camping-search.css';

/** issue 28: the camping pitch search, only where `features.campingSearch` is on (the camping project). */
export const mount = defineWidget(meta, ({ element, kiosk, scope }) => {
  const { features, project } = kiosk.config;
  if (!(features.campingSearch ?? forProject(CAMPING_SEARCH_PROJECTS, project)))
    throw new Error(
      `runs only where features.campingSearch is on (the camping project), not on "${project}"`,
    );
  const config = readConfigSection(meta.name, meta.config.section);
  const url = syncSearchUrl(scope, (state) => void search.restore(state));
  const search = createCampingSearch({ kiosk, ...config, writeUrl: url.write });
  scope.add(search.dispose);
  if (url.initial.area || url.initial.place) void search.restore(url.initial);
  // The app overlay only where config names an app and a safe address for it.
  const appUrl = config.appName
    ? safeUrl(config.appUrl, { source: meta.name, field: 'campingSearch.appUrl' })
    : undefined;
  const app =
    config.appName && appUrl
      ? { overlay: createAppOverlay(kiosk), name: config.appName, url: appUrl }
      : undefined;
  if (app) scope.add(app.overlay.dispose);
  return mountReact(
    element,
    <CampingSearchView
      search={search}
      Base={createOutlineLayer(config.timeoutMs)}
      timeoutMs={config.timeoutMs}
      app={app}
    />,
  );
});
