import type { Bus } from './bus.ts';
import { logError } from './log.ts';

/**
 * Host commands whose module loads only when a host first pushes one: `load` imports the module, which
 * registers the real handlers with `bus.handle`, and the command then runs there, in the order pushed.
 * So a page pays for the overlay layer or the page-state store only when something uses them, and a
 * host's command never waits for a widget that may not be on the page.
 */
export function lazyCommands(bus: Bus, commands: readonly string[], load: () => Promise<unknown>) {
  let loading: Promise<unknown> | undefined;
  let loaded = false;
  for (const command of commands)
    bus.handle(command, (...args) => {
      // Still here after the load: the module did not take the command; running it again would loop.
      if (loaded) return logError('kiosk', `${command}: no handler in its module`);
      // Loaded after this push's other commands are queued, so they all run in the order pushed.
      loading ??= Promise.resolve()
        .then(load)
        .then(() => (loaded = true));
      return loading.then(() => bus.run(command, args));
    });
}
