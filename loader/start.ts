import type { Kiosk } from '../src/widget-contract.ts';
import { installApi } from './kiosk-api.ts';
import { createMountPoints, type ImportStub } from './mount-points.ts';
import { reportError } from './report.ts';
import { whenIdle } from './triggers.ts';

type KioskWindow = typeof globalThis & { kiosk?: unknown };

/**
 * Starts the loader once per page. Returns false when another copy of the loader already runs
 * (the script included twice): that copy owns the page.
 */
export function startLoader(importStub: ImportStub, importCore: () => Promise<Kiosk>): boolean {
  const win = globalThis as KioskWindow;
  if ((win.kiosk as { version?: string } | undefined)?.version) return false;

  try {
    // No flash of the wrong theme: the stored choice (spec 4.6) applies before any widget or the runtime.
    const theme = /(^|; )userModeTheme=(light|dark)/.exec(document.cookie)?.[2];
    if (theme) document.documentElement.dataset.kioskTheme ||= theme;
  } catch {
    // A sandboxed frame throws on `document.cookie`; the theme then follows the system (src/theme).
  }

  let core: Promise<Kiosk> | undefined;
  // A failed runtime import is reported once and forgotten, so the next use tries again.
  const loadCore = () =>
    (core ??= importCore().catch((error) => {
      core = undefined;
      reportError('runtime', undefined, 'load failed', error);
      throw error;
    }));
  const mountPoints = createMountPoints(importStub, loadCore);
  installApi(win, loadCore, mountPoints.scan);

  // An async module can run mid-parse; widgets start on the parsed document, then follow its changes.
  const start = () => {
    mountPoints.scan(document);
    new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach((node) => mountPoints.scan(node as Element));
      mountPoints.sweep();
    }).observe(document, { childList: true, subtree: true });
    // The runtime's page behaviours (theme class, flags) start on idle even on pages without widgets.
    whenIdle(() => loadCore().catch(() => {}));
  };
  if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
  return true;
}
