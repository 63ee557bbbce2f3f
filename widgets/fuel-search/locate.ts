export type LocateOutcome =
  { result: 'granted'; lat: number; lng: number } | { result: 'denied' | 'unavailable' | 'timeout' };

/** The browser asks the reader first; a prompt left unanswered must not keep the button busy for good. */
const GIVE_UP_MS = 15_000;

/**
 * The reader's position through the Geolocation API. Every way it can end — denied, unavailable, no
 * API at all (an old browser, an insecure page), slow — is an outcome, never a throw or a hang.
 */
export function locate(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  return new Promise<LocateOutcome>((resolve) => {
    if (!geolocation) return resolve({ result: 'unavailable' });
    const giveUp = setTimeout(() => resolve({ result: 'timeout' }), GIVE_UP_MS);
    const done = (outcome: LocateOutcome) => {
      clearTimeout(giveUp);
      resolve(outcome);
    };
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => done({ result: 'granted', lat: coords.latitude, lng: coords.longitude }),
        (error) =>
          done({
            result:
              error.code == error.PERMISSION_DENIED
                ? 'denied'
                : error.code == error.TIMEOUT
                  ? 'timeout'
                  : 'unavailable',
          }),
        { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
      );
    } catch {
      done({ result: 'unavailable' });
    }
  });
}
