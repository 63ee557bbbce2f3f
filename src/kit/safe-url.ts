import { logError } from '../log.ts';

export interface SafeUrlOptions {
  /** Who asks (the widget's name), for the one console line about a dropped URL. */
  source: string;
  /** Which field the URL came from ('checkoutUrl', 'data-props.loginUrl'). */
  field: string;
  /** The page the URL will be used on; relative URLs resolve against it. Default: this page. */
  page?: string;
  /**
   * false: the caller reports the dropped URL itself, in the one line it writes anyway (a mount that
   * fails on it: the loader's 'mount failed' line names the reason).
   */
  report?: boolean;
}

/**
 * The one check every URL from a server or an editor passes before it becomes an `href`, a `src` or a
 * navigation target. Only `https:` survives, and `http:` where the page itself is http (a local
 * demo); `javascript:`, `data:`, `blob:`, `vbscript:` and anything unparsable are dropped and reported
 * once, and the caller shows its fallback. Returns the absolute, normalised URL.
 *
 * @remarks The URL parser does the work, so control characters, tabs inside the scheme, entities and
 * mixed case are read exactly as the browser would read them.
 */
export function safeUrl(
  raw: unknown,
  { source, field, page = globalThis.location?.href, report = true }: SafeUrlOptions,
): string | undefined {
  const drop = (reason: string) => {
    if (report) logError(source, `${field}: ${reason}; dropped`, raw);
    return undefined;
  };
  if (typeof raw != 'string' || raw.trim() == '') return undefined;
  let url: URL;
  try {
    url = new URL(raw, page);
  } catch {
    return drop('not a URL');
  }
  const pageProtocol = page ? new URL(page).protocol : 'https:';
  if (url.protocol == 'https:' || (url.protocol == 'http:' && pageProtocol == 'http:')) return url.href;
  return drop(`${url.protocol} URLs are not allowed`);
}
