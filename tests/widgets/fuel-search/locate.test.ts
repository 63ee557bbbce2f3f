import { afterEach, describe, expect, it, vi } from 'vitest';
import { locate } from '../../../widgets/fuel-search/locate.ts';

/** A Geolocation that answers the way `answer` says, as a browser would after its prompt. */
function geolocation(
  answer: (success: PositionCallback, failure: PositionErrorCallback) => void,
): Geolocation {
  return {
    getCurrentPosition: (success, failure) => answer(success, failure ?? (() => {})),
    watchPosition: () => 0,
    clearWatch: () => {},
  };
}

const positionError = (code: number): GeolocationPositionError => ({
  code,
  message: 'no',
  PERMISSION_DENIED: 1,
  POSITION_UNAVAILABLE: 2,
  TIMEOUT: 3,
});

describe("'Standort ermitteln': every way the Geolocation API ends", () => {
  afterEach(() => vi.useRealTimers());

  it('gives the position when granted', async () => {
    const granted = geolocation((success) =>
      success({ coords: { latitude: 52.52, longitude: 13.41 } } as GeolocationPosition),
    );
    expect(await locate(granted)).toEqual({ result: 'granted', lat: 52.52, lng: 13.41 });
  });

  it('tells denied, unavailable and timed out apart', async () => {
    for (const [code, result] of [
      [1, 'denied'],
      [2, 'unavailable'],
      [3, 'timeout'],
    ] as const)
      expect(await locate(geolocation((_, failure) => failure(positionError(code))))).toEqual({ result });
  });

  it('is unavailable without the API, or when it throws', async () => {
    expect(await locate(undefined)).toEqual({ result: 'unavailable' });
    expect(
      await locate(
        geolocation(() => {
          throw new Error('insecure context');
        }),
      ),
    ).toEqual({ result: 'unavailable' });
  });

  it('gives up on a prompt nobody answers, so the button is never left busy', async () => {
    vi.useFakeTimers();
    const outcome = locate(geolocation(() => {}));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await outcome).toEqual({ result: 'timeout' });
  });
});
