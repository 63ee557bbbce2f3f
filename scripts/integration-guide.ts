import { format, resolveConfig } from 'prettier';
import { EVENT_CALL } from '../src/analytics/sender.ts';
import type { BackendCall } from '../src/kit/backend-call.ts';
import type { WidgetMeta } from '../src/kit/widget-meta.ts';
import { LOGOUT_CALL, VALIDATE_CALL } from '../src/session/community-api.ts';
import { callUses, renderContracts } from './backend-contracts.ts';
import { renderBrandTable } from './brand-table.ts';
import { replaceGenerated } from './markdown.ts';
import { renderWidgetReference } from './readme-widgets.ts';

/** The calls the runtime makes on every page, whatever widgets it has, and who makes them. */
export const RUNTIME_CALLS: ReadonlyArray<readonly [string, BackendCall]> = [
  ['the runtime (every page)', VALIDATE_CALL],
  ['`session.logout`', LOGOUT_CALL],
  ['the runtime (analytics)', EVENT_CALL],
];

/**
 * docs/integration.md with its generated parts rewritten: the widget reference (from each `meta.ts`),
 * the backend contracts (from `meta.calls` and the runtime's calls) and the brand table (src/brands.ts).
 */
export async function updateIntegrationGuide(text: string, widgets: readonly WidgetMeta[], file: string) {
  let updated = replaceGenerated(
    text,
    'widgets',
    renderWidgetReference(widgets, {
      level: '####',
      contracts: 'under [For platform teams](#for-platform-teams-backend-contracts)',
    }),
    file,
  );
  updated = replaceGenerated(updated, 'calls', renderContracts(callUses(RUNTIME_CALLS, widgets)), file);
  updated = replaceGenerated(updated, 'brands', renderBrandTable(), file);
  return format(updated, { ...(await resolveConfig(file)), filepath: file });
}
