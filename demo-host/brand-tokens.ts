import type { Brand } from '../src/brands.ts';

/**
 * The brand's Kiosk tokens as the CMS template renders them in <head>: the same values the runtime
 * injects (src/brand-style.ts), there from the first paint, so the server's fallback markup (the
 * add-to-cart button) has the colour the mounted widget will have (issue 17, defect 5: a blue server
 * button turned red on mount). README, "Server markup".
 */
export function brandTokensCss({ colours: { light, dark } }: Brand): string {
  return (
    `:root{--kiosk-brand:${light.accent};--kiosk-on-brand:${light.onAccent}}` +
    `:root[data-kiosk-theme=dark]{--kiosk-brand:${dark.accent};--kiosk-on-brand:${dark.onAccent}}`
  );
}
