/** How a demo form backend answers: at once, late, with a 500, or not at all (issue 26). */
export type DemoMode = 'normal' | 'slow' | 'fail' | 'hang';

/** How late a slow answer comes: long enough to see 'Wird gesendet …', shorter than a form's timeout. */
export const SLOW_MS = 2_000;
/** A hanging request is answered after this long with a 504, so a forgotten one ends some day. */
export const HANG_MS = 120_000;

/**
 * The mode an email address asks for: `name+slow@…`, `name+fail@…`, `name+hang@…`. Keyed by the
 * address rather than a switch on the backend, so parallel tests and demo readers never share a mode.
 */
export function demoMode(email: unknown): DemoMode {
  const tag = typeof email == 'string' ? /\+(slow|fail|hang)@/i.exec(email)?.[1] : undefined;
  return (tag?.toLowerCase() as DemoMode | undefined) ?? 'normal';
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
