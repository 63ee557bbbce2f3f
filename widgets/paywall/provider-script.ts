/** The provider's command function, as real providers (Poool, upScore, Piano `tp`) expose it. */
export type ProviderCommand = (command: string, ...args: unknown[]) => void;

type QueuedProvider = ProviderCommand & { q?: unknown[][] };

/**
 * Installs the queue-before-load stub under the provider's global: commands given before its script
 * has loaded are queued in `.q`, and the script replays them when it takes over the global. An
 * existing function (the script already there) is kept.
 */
export function installProviderStub(global: string): ProviderCommand {
  const holder = window as unknown as Record<string, QueuedProvider | undefined>;
  if (typeof holder[global] != 'function') {
    const stub: QueuedProvider = (...args: unknown[]) => void (stub.q ??= []).push(args);
    holder[global] = stub;
  }
  // Always call through the global: once the script has replaced the stub, commands go to it.
  return (command, ...args) => holder[global]?.(command, ...args);
}

export interface ScriptLoadCallbacks {
  onLoad(): void;
  onError(): void;
}

/**
 * Adds a classic script tag, with the page's CSP nonce when it has one (the loader's own).
 *
 * @remarks A server that answers 200 with something other than the script (a maintenance page, JSON)
 * makes the browser run that as JavaScript: its syntax error reaches only our listener, which reports
 * it as a failed load and keeps it from the page's own error handlers.
 */
export function loadScript(src: string, { onLoad, onError }: ScriptLoadCallbacks): () => void {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  let broken = false;
  const onScriptError = (event: ErrorEvent) => {
    if (event.filename != script.src) return;
    event.preventDefault();
    broken = true;
  };
  const loaded = () => (broken ? onError() : onLoad());
  addEventListener('error', onScriptError);
  script.addEventListener('load', loaded);
  script.addEventListener('error', onError);
  document.head.append(script);
  return () => {
    removeEventListener('error', onScriptError);
    script.removeEventListener('load', loaded);
    script.removeEventListener('error', onError);
  };
}

export type LoadScript = typeof loadScript;
