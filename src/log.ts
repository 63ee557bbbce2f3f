/**
 * Console output for developers, once per distinct message, always naming the widget or module.
 * Readers never see these; what a reader must act on is shown in German in the widget itself.
 */
const seen = new Set<string>();

function logOnce(write: (...parts: unknown[]) => void, source: string, message: string, detail: unknown) {
  const line = `[kiosk:${source}] ${message}`;
  if (seen.has(line)) return;
  seen.add(line);
  if (detail === undefined) write(line);
  else write(line, detail);
}

export function logError(source: string, message: string, detail?: unknown): void {
  logOnce(console.error, source, message, detail);
}

export function logWarning(source: string, message: string, detail?: unknown): void {
  logOnce(console.warn, source, message, detail);
}

/** Test hook: forget what was logged, so each test sees its own first message. */
export function resetLogMemory(): void {
  seen.clear();
}
