import type { Bus } from '../bus.ts';
import type { Consent } from '../consent/consent.ts';
import { safeUrl } from '../kit/safe-url.ts';
import { whenIdle } from '../when-idle.ts';

export interface ThirdPartyScript {
  /** Its Global Vendor List id: the script loads only once the reader has agreed to this vendor. */
  vendor: number;
  /** From config or a server: checked by `safeUrl` first. */
  src: unknown;
  /** Who asks, and the config field the URL came from, for the one console line about a bad URL. */
  source: string;
  field: string;
}

/**
 * The one way Kiosk loads a third-party script (issue 24): after consent for its vendor, when the
 * browser is idle (2 s later at the latest), once. A reader who agrees later gets it then; without
 * consent, or for a Pur or plus subscriber (`consent.allows` says no vendor), nothing is requested.
 */
export function loadThirdPartyScript(
  { bus, consent }: { bus: Bus; consent: Consent },
  { vendor, src, source, field }: ThirdPartyScript,
): void {
  const url = safeUrl(src, { source, field });
  if (!url) return;
  let loaded = false;
  const load = () => {
    if (loaded || !consent.allows({ vendor })) return;
    loaded = true;
    // At the latest after whenIdle's timeout: a page that is never idle (a busy phone, an animation
    // filling every frame) still gets the tool the reader agreed to (e2e once waited 5 s in vain).
    whenIdle(() => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.nonce = document.querySelector<HTMLElement>('[nonce]')?.nonce ?? '';
      document.head.append(script);
    });
  };
  // consent-changed is state-like: a choice made before this call arrives at once.
  bus.on('consent-changed', load);
}
