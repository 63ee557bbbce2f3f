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

/** What a missing platform capability means for the reader, in the one line that reports it. */
const MISSING = {
  cookies: 'cookies are not available; a login and the theme choice last for this page',
  storage: 'localStorage is not available; what widgets keep there lasts until the page is left',
} as const;

/**
 * A capability the page does not grant (cookies in a sandboxed frame or behind a privacy setting):
 * one console line per capability, however many modules run into it (issue 10, hostile hosts).
 */
export function logMissing(capability: keyof typeof MISSING, detail?: unknown): void {
  logOnce(console.warn, 'platform', MISSING[capability], detail);
}

/** Test hook: forget what was logged, so each test sees its own first message. */
export function resetLogMemory(): void {
  seen.clear();
}
