import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '../../src/http.ts';
import type { BackendCall } from '../../src/kit/backend-call.ts';
import { SLOW_MS } from '../../e2e/faults/support/route-fault.ts';
import type { AppliedRouteFault, RouteFaultKind } from './demo-backend.ts';
import { freshPage } from './fresh-page-state.ts';
import { unmountMounted } from './test-kiosk.ts';

/**
 * The fault table's cells in happy-dom (issue 10): every main action of a widget × every way its
 * backend fails, against the demo host's backends in process. e2e/faults.spec.ts runs each row's
 * refusing status in real Chromium on the production bundle, one cell per action; the hang and the
 * slow answer of each row run here, where a cell costs a tenth of a browser's, and the refusing status
 * runs here too, so each widget's file holds its whole table.
 */

export const ROUTE_FAULT_KINDS: readonly RouteFaultKind[] = ['500', 'hang', 'slow'];

/** What a cell has: the demo backend its widget talks to, and whatever its row's `setUp` returns. */
export interface FaultCellBase {
  backend: {
    routeFault(match: (request: Request) => boolean, kind: RouteFaultKind): AppliedRouteFault;
  };
}

export interface FaultRow<Cell extends FaultCellBase> {
  action: string;
  /** The call that fails: its method, and its path below `apiHost` (`{name}` fills any segment). */
  call: Pick<BackendCall, 'method' | 'path'>;
  /** The caller's timeout as the row's widget is configured; default the platform's (src/http.ts). */
  timeoutMs?: number;
  /** Mounts the widget on the demo host (tests/support/test-kiosk.ts) before the fault applies. */
  setUp(): Promise<Cell>;
  /** What the reader does; called again once the server has recovered. */
  act(cell: Cell): Promise<void>;
  /** After a refusal or a hang: the German message, what is stored, a widget that still answers. */
  failed(cell: Cell, fault: RouteFaultKind): Promise<void>;
  /** After the action worked `times` times in this cell. */
  succeeded(cell: Cell, times: number): Promise<void>;
}

/** Whether `request` is `call`: same method, and a path ending in the call's (placeholders: one segment). */
export function isCall(call: Pick<BackendCall, 'method' | 'path'>) {
  const segments = call.path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  const path = new RegExp(`${segments}$`);
  return (request: Request) => request.method == call.method && path.test(new URL(request.url).pathname);
}

/**
 * One test per row × fault. The cell runs on fake timers that keep pace with real time (Testing
 * Library's waits work as they do elsewhere), so a hang ends by moving the clock past the caller's
 * timeout and a slow answer by moving it SLOW_MS on, as e2e's cells move the page's clock.
 */
export function faultTable<Cell extends FaultCellBase>(
  rows: ReadonlyArray<FaultRow<Cell>>,
  kinds: readonly RouteFaultKind[] = ROUTE_FAULT_KINDS,
) {
  describe('fault table', () => {
    afterEach(() => {
      unmountMounted();
      vi.useRealTimers();
      // Each cell on a page of its own, as each e2e cell is: a lease or a cookie of the last one stays there.
      freshPage();
    });

    for (const row of rows)
      for (const fault of kinds)
        it(`${row.action} × ${fault}`, async () => {
          vi.useFakeTimers({
            shouldAdvanceTime: true,
            toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
          });
          const cell = await row.setUp();
          const applied = cell.backend.routeFault(isCall(row.call), fault);
          await row.act(cell);
          await vi.waitFor(() => expect(applied.hits(), 'the fault was applied').toBeGreaterThan(0));
          let times = 0;
          if (fault == 'slow') {
            await vi.advanceTimersByTimeAsync(SLOW_MS);
            await applied.answered();
            await row.succeeded(cell, ++times);
          } else {
            if (fault == 'hang') await vi.advanceTimersByTimeAsync((row.timeoutMs ?? DEFAULT_TIMEOUT_MS) + 1);
            await row.failed(cell, fault);
          }

          // The server recovers: the same action again works.
          applied.release();
          await row.act(cell);
          await row.succeeded(cell, ++times);
        });
  });
}
