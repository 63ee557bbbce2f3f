import type { Bus } from '../bus.ts';
import type { Unmount } from '../widget-contract.ts';
import type { WidgetScope } from './widget-scope.ts';

/** Starts the lazily loaded part. It must register its own command handlers before it first awaits. */
export type StartPart = () => Unmount | Promise<Unmount>;

export interface CommandGateOptions {
  bus: Bus;
  scope: WidgetScope;
  /**
   * The host commands the lazy part handles; the gate stands in for them until it has loaded.
   * Hint: leave out commands that already have a handler (another copy of the part): a stand-in would
   * replace it.
   */
  commands: readonly string[];
  /** Commands that make no sense before the part exists ('cart.close'): dropped, and they load nothing. */
  passive?: readonly string[];
  /** Imports the part's chunk and hands back how to start it. */
  load: () => Promise<StartPart>;
  /** A failed load; the next `open()` tries again. */
  onError: (error: unknown) => void;
}

export interface CommandGate {
  /** Loads and starts the part, once; commands held meanwhile run right after it took over, in order. */
  open(): Promise<void>;
}

/**
 * The one way a small always-loaded widget gate holds host commands (`kiosk.push(['cart.add', …])`)
 * until its lazily loaded part arrives, so a reader who never needs the part never downloads it and no
 * command is lost or reordered on the way.
 */
export function createCommandGate(options: CommandGateOptions): CommandGate {
  const { bus, scope, load } = options;
  const held: Array<[command: string, args: unknown[]]> = [];
  let loading: Promise<void> | undefined;

  const open = () =>
    (loading ??= (async () => {
      const start = await load();
      // The part's handlers replace the stand-ins before its first await; the held commands run now,
      // in this same turn, so none pushed later can overtake them.
      const starting = start();
      for (const [command, args] of held.splice(0)) bus.run(command, args);
      const unmount = await starting;
      scope.add(unmount);
    })().catch((error: unknown) => {
      loading = undefined;
      options.onError(error);
    }));

  for (const command of options.commands)
    scope.add(
      bus.handle(command, (...args: unknown[]) => {
        if (options.passive?.includes(command) && !loading) return;
        held.push([command, args]);
        void open();
      }),
    );
  return { open };
}
