import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import type { Fault } from './route-fault.ts';

/**
 * The shapes every `e2e/faults/<widget>.ts` exports (issue 21): `FAULT_ROWS`, one row per main action
 * of the widget, and, where a backend can lie in ways the fault list does not cover, `FAULT_CHECKS`.
 * `e2e/faults.spec.ts` finds the files by that convention and makes one test per row × fault.
 */

/** One cell's browser and what it stored before the fault. */
export interface FaultCell {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  /** What was stored before the fault, to prove it is still there afterwards. */
  stored?: string;
}

export interface FaultRow {
  action: string;
  /** The backend route(s) the action uses, for the printed table. */
  routes: string;
  backend: string;
  only?: (request: Request) => boolean;
  /**
   * How a hang ends: the widget's own timeout as the row's page configures it (`timeoutMs`), or, for
   * calls with no setting, the platform's (src/http.ts DEFAULT_TIMEOUT_MS). Either way the cell moves
   * the page's clock past it (`page.clock`) instead of waiting it out; a 'timeout' row without
   * `timeoutMs` waits in real time.
   */
  hangEnds: 'timeout' | 'clock';
  /**
   * The faults of this row's cells in the browser: by default the refusing status (FAULT_KINDS),
   * with the hang and the late answer in the widget's unit table. All ten where the outcome depends
   * on the fault, or where what is stored must survive each of them (the login cookie, the cart id).
   */
  faults?: readonly Fault[];
  timeoutMs?: number;
  setUp(cell: FaultCell): Promise<void>;
  /** What the reader (or the host, for the session) does. */
  act(cell: FaultCell): Promise<void>;
  /**
   * After a fault that fails the action: the message, the stored state, a widget that still answers.
   * `fault` for rows whose outcome depends on it (a typed error per kind, a line logged or not).
   */
  failed(cell: FaultCell, fault: Fault): Promise<void>;
  /** After the action worked `times` times in this cell. */
  succeeded(cell: FaultCell, times: number): Promise<void>;
}

/** A cell outside the row × fault grid: a backend that answers, but lies (an unsafe checkout URL). */
export interface FaultCheck {
  title: string;
  run(cell: FaultCell): Promise<void>;
}

/** What `faults.spec.ts` reads from each widget's file. */
export interface WidgetFaults {
  FAULT_ROWS: readonly FaultRow[];
  FAULT_CHECKS?: readonly FaultCheck[];
}
