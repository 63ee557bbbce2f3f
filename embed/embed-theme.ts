/** `KioskCart.init({ theme })`: the drawer's colours (ui/tokens.css), as on Kiosk's own pages. */
export type EmbedTheme = 'light' | 'dark' | 'auto';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';
const ATTRIBUTE = 'data-kiosk-theme';

export const isEmbedTheme = (value: unknown): value is EmbedTheme =>
  value == 'light' || value == 'dark' || value == 'auto';

/**
 * Sets `<html data-kiosk-theme>`, which the tokens follow (issue 17, defect 9: partner pages had no
 * dark mode). 'auto' follows the page's `prefers-color-scheme` live. Returns the undo: the listener
 * goes and the attribute is put back as it was.
 */
export function applyEmbedTheme(theme: EmbedTheme): () => void {
  const root = document.documentElement;
  const before = root.getAttribute(ATTRIBUTE);
  const set = (dark: boolean) => root.setAttribute(ATTRIBUTE, dark ? 'dark' : 'light');
  let media: MediaQueryList | undefined;
  const follow = (event: { matches: boolean }) => set(event.matches);
  if (theme == 'auto' && typeof matchMedia == 'function') {
    media = matchMedia(SYSTEM_DARK);
    follow(media);
    media.addEventListener('change', follow);
  } else set(theme == 'dark');
  return () => {
    media?.removeEventListener('change', follow);
    if (before === null) root.removeAttribute(ATTRIBUTE);
    else root.setAttribute(ATTRIBUTE, before);
  };
}
