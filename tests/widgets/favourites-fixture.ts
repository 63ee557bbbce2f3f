import { favouritesApi } from '../../features/favourites/api.ts';
import { loginAddress } from '../../features/favourites/login-address.ts';
import type { FavouritesDeps } from '../../features/favourites/favourites-context.ts';
import { createFavouritesController } from '../../features/favourites/favourites-controller.ts';
import { createPlatformApi } from '../../src/platform-api.ts';
import { routeFetchToDemoHost } from '../support/demo-backend.ts';

/** A favourites store on the demo host's backends, with a login the test switches. */
export function favouritesOnDemoHost(deps: Partial<FavouritesDeps> = {}) {
  const backend = routeFetchToDemoHost();
  let token: string | undefined;
  const controller = createFavouritesController({
    api: favouritesApi(
      createPlatformApi(backend.apiHost, () => token),
      2000,
    ),
    channel: 'artikel',
    tourChannel: 'tours',
    enabled: true,
    hasApiHost: true,
    userId: () => token,
    loginLinks: () => ({
      login: loginAddress('/anmelden/', 'loginUrl'),
      register: loginAddress('/anmelden/?type=registration', 'registerUrl'),
    }),
    log: () => undefined,
    ...deps,
  });
  return {
    backend,
    controller,
    async logIn(user: string | undefined) {
      token = user;
      await controller.setUser(user);
    },
  };
}
