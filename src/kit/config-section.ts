import { readJsonBlock } from '../config.ts';
import { FieldReader } from '../field-reader.ts';
import { logError } from '../log.ts';

/**
 * A widget's own section of `#kiosk-config` (`{"paywall": {…}}`, `{"storePrice": {…}}`). The core's
 * `SiteConfig` holds only what every page needs; a widget reads its section here, in its own chunk, so
 * adding a widget's settings costs the core nothing.
 *
 * `read` receives a reader over the section (an empty one when the page has none) and returns the
 * typed settings; every wrong field is reported in one console line naming the widget, and the
 * widget goes on with the defaults `read` gave.
 */
export function readConfigSection<T>(
  widget: string,
  section: string,
  read: (reader: FieldReader) => T,
  doc: Document = document,
): T {
  const root = new FieldReader(readJsonBlock('kiosk-config', doc) ?? {});
  const reader = root.object(section) ?? new FieldReader({}, `${section}.`);
  const settings = read(reader);
  const problems = [...root.problems, ...reader.problems];
  if (problems.length > 0) logError(widget, `#kiosk-config: ${problems.join('; ')}`);
  return settings;
}
