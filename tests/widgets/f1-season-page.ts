import { dropPageShared } from '../../src/kit/page-shared.ts';
import type { kioskOnDemoHost } from '../support/test-kiosk.ts';

type Demo = ReturnType<typeof kioskOnDemoHost>;
type Mounted = Awaited<ReturnType<Demo['mountOn']>>;

/** A fault cell of a widget that reads the F1 season (countdown, calendar): the page view it opened. */
export type SeasonCell = Demo & { opened?: Promise<Mounted> };

/**
 * The reader opens the page; once more after the failure, as a new page that asks anew: the last page
 * view goes, with the season it shared. Not awaited: the mount waits for the season, which a hang holds
 * until the call's timeout.
 */
export async function openSeasonPage(cell: SeasonCell, ...widget: Parameters<Demo['mountOn']>) {
  if (cell.opened) {
    const { element, unmount } = await cell.opened;
    unmount();
    element.remove();
    dropPageShared('f1Season');
  }
  cell.opened = cell.mountOn(...widget);
}
