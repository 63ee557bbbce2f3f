import type { Result } from '../../src/http.ts';
import type { PlatformApi } from '../../src/platform-api.ts';
import { parseTree } from './parse-tree.ts';
import type { TreeBrand, VehicleKind } from './vehicle-types.ts';

/** Where the vehicle backend sits under `apiHost`. */
export const VEHICLES_PATH = '/vehicles';

export interface VehicleCallOptions {
  /** `vehicles.timeoutMs` of `#kiosk-config`. */
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * The brand tree (issue 16), the one vehicle call the model teaser makes: on its own so the teaser's
 * download carries no other call or parser (issue 22); `vehicleApi` has it as `tree`.
 */
export function vehicleTree(
  api: PlatformApi,
  kind: VehicleKind,
  options: VehicleCallOptions,
): Promise<Result<TreeBrand[]>> {
  return api.request(`${VEHICLES_PATH}/tree`, { ...options, query: { kind }, parse: parseTree });
}
