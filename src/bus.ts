import type { KioskEventName, KioskEvents, KioskMomentEventName, KioskStateEventName } from './events.ts';

type Listener<T> = (payload: T) => void;
type CommandHandler = (...args: unknown[]) => unknown;

export interface Bus {
  on<E extends KioskEventName>(event: E, listener: Listener<KioskEvents[E]>): () => void;
  off<E extends KioskEventName>(event: E, listener: Listener<KioskEvents[E]>): void;
  /** Sends a moment event; only current subscribers get it. */
  emit<E extends KioskMomentEventName>(event: E, payload: KioskEvents[E]): void;
  /** Sends a state event (`KioskStateEvents`) and keeps it: later subscribers get it at once. */
  publish<E extends KioskStateEventName>(event: E, payload: KioskEvents[E]): void;
  /** The last payload of a state event, if any was published. */
  last<E extends KioskStateEventName>(event: E): KioskEvents[E] | undefined;
  /**
   * Registers the handler of a host command (`kiosk.push(['cart.add', …])`). Commands pushed before
   * their handler existed run now, in the order they were pushed.
   */
  handle(command: string, handler: CommandHandler): () => void;
  /** Runs a command now, or holds it until its handler is registered. */
  run(command: string, args: unknown[]): void;
}

const GLOBAL_KEY = '__kioskBus';

/**
 * Creates a bus. Hint: call `sharedBus()` instead; a second bus would split the page in two.
 */
export function createBus(target: EventTarget | undefined = globalThis.document): Bus {
  const listeners = new Map<string, Set<Listener<unknown>>>();
  const lastValues = new Map<string, unknown>();
  const handlers = new Map<string, CommandHandler>();
  const pending: Array<{ command: string; args: unknown[] }> = [];

  const invoke = (command: string, handler: CommandHandler, args: unknown[]) => {
    try {
      const result = handler(...args);
      if (result instanceof Promise) result.catch((error: unknown) => reportCommandError(command, error));
    } catch (error) {
      reportCommandError(command, error);
    }
  };

  const reportCommandError = (command: string, error: unknown) => {
    console.error(`[kiosk:${command}] command failed`, error);
    bus.emit('error', { widget: command, message: `command ${command} failed`, error });
  };

  const send = (event: KioskEventName, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      // One failing subscriber must not stop the others (or the emitter).
      try {
        listener(payload);
      } catch (error) {
        console.error(`[kiosk] listener of "${event}" threw`, error);
      }
    }
    target?.dispatchEvent(new CustomEvent(`kiosk:${event}`, { detail: payload }));
  };

  const bus: Bus = {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener as Listener<unknown>);
      if (lastValues.has(event)) listener(lastValues.get(event) as KioskEvents[typeof event]);
      return () => bus.off(event, listener);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as Listener<unknown>);
    },
    publish(event, payload) {
      lastValues.set(event, payload);
      send(event, payload);
    },
    emit: (event, payload) => send(event, payload),
    last(event) {
      return lastValues.get(event) as KioskEvents[typeof event] | undefined;
    },
    handle(command, handler) {
      handlers.set(command, handler);
      const ready = pending.filter((entry) => entry.command === command);
      pending.splice(0, pending.length, ...pending.filter((entry) => entry.command !== command));
      for (const entry of ready) invoke(command, handler, entry.args);
      return () => {
        if (handlers.get(command) === handler) handlers.delete(command);
      };
    },
    run(command, args) {
      const handler = handlers.get(command);
      if (handler) invoke(command, handler, args);
      else pending.push({ command, args });
    },
  };
  return bus;
}

/**
 * The one bus of the page. It lives on `window` so that separately built bundles (`loader.js`,
 * `cart-embed.js`, or two versions of either) share it.
 */
export function sharedBus(): Bus {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Bus };
  return (holder[GLOBAL_KEY] ??= createBus());
}
