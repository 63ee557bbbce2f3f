import { vi } from 'vitest';
import { freshPage } from './fresh-page-state.ts';

/**
 * Every test file starts on a fresh page, as in a tab of its own, while the worker keeps what costs
 * time to load and holds no page state: vitest runs the files one after another in a worker without
 * isolation (`isolate: false`, vite.config.ts), so React, Testing Library and happy-dom load once per
 * worker instead of once per file (about 140 of the suite's 274 CPU-seconds went to that).
 *
 * @remarks A setup file runs before each test file, so this resets what one file can leave to the
 * next: Kiosk's own modules (module state such as a parsed `#kiosk-config`, a store, a queue) and
 * its page-wide singletons on `window` (`__kioskBus`, …, and a test CMP's `__tcfapi`); the page's
 * markup and attributes, its address, storage and cookies; and the listeners a file added to `window`
 * and `document`, which outlive the modules that added them. Timers need nothing here: a
 * widget's polls and idle work end with its unmount, which every file's `afterEach` does.
 *
 * A worker only runs files of one environment with the same options, so the address the page had
 * when the worker began is the one every file there expects (`@vitest-environment-options` url).
 */

vi.resetModules();
// A file that runs in Node (`@vitest-environment node`) has no page; its modules are reset all the same.
if (typeof window != 'undefined') freshPage();
