import { trackElement } from '../../src/analytics/element-events.ts';
import { vehicleApi } from '../../features/vehicles/vehicle-api.ts';
import { kindOfSubject, readVehicleSettings } from '../../features/vehicles/vehicle-settings.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { logError } from '../../src/log.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { meta } from './meta.ts';
import { createTechDataStore } from './tech-data-store.ts';

const loadDialog = () => import('./open-dialog.tsx');

/**
 * `data-widget="tech-data-overlay"` (issue 29): the server's link to the comparison (or data page) of
 * one version opens that version's technical data in a dialog. The link stays a link: without script,
 * or when the dialog's code cannot load, it leads where it always did. The dialog, the table and the
 * UI runtime load when the reader reaches for the link (pointer, focus, touch).
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const control = element.querySelector<HTMLElement>('a[href], button');
  if (!control)
    return logError(meta.name, 'no link or button in the mount point; nothing to open the data with');
  const kind =
    props.kind == 'car' || props.kind == 'motorcycle'
      ? props.kind
      : kindOfSubject(kiosk.config.brand.subject);
  if (props.kind !== undefined && props.kind != kind)
    logError(meta.name, `data-props.kind must be "car" or "motorcycle"; using "${kind}"`, element);
  const { timeoutMs } = readVehicleSettings(meta.name);
  const store = createTechDataStore({
    versionId: props.versionId,
    kind,
    calls: vehicleApi(kiosk.api),
    timeoutMs,
    widget: meta.name,
  });
  const compareUrl =
    control instanceof HTMLAnchorElement
      ? safeUrl(control.getAttribute('href'), { source: meta.name, field: "the link's href" })
      : undefined;

  kioskRoot(element);
  control.setAttribute('aria-haspopup', 'dialog');
  scope.add(() => control.removeAttribute('aria-haspopup'));
  // spec 9.6: 'Technische Daten / sichtbar' and '/ klick' for the link.
  scope.add(trackElement(control, { area: 'techData' }, (event) => kiosk.bus.emit('analytics-event', event)));

  const host = document.createElement('div');
  element.append(host);
  scope.add(() => host.remove());
  let dialog: Promise<void> | undefined;
  const open = () =>
    (dialog ??= loadDialog()
      .then(async ({ openDialog }) => {
        if (scope.signal.aborted) return;
        scope.add(await openDialog(host, store, kind, compareUrl));
      })
      .catch((error: unknown) => {
        dialog = undefined;
        store.getState().close();
        reportWidgetError(element, 'the technical data dialog failed to load', error);
        if (compareUrl) location.assign(compareUrl);
      }));

  for (const type of ['pointerover', 'focusin', 'touchstart'])
    control.addEventListener(type, () => void loadDialog().catch(() => {}), {
      signal: scope.signal,
      passive: true,
      once: true,
    });
  control.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      store.getState().show();
      void open();
    },
    { signal: scope.signal },
  );
});
