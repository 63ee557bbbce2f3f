import type { Result } from '../../src/http.ts';
import type { PlatformApi } from '../../src/platform-api.ts';
import { criteriaToParams, type Criteria } from './criteria.ts';
import { parseSearch, parseTree, parseVersions, type SearchAnswer } from './parse-vehicles.ts';
import type { TreeBrand, VehicleData, VehicleKind } from './vehicle-types.ts';

/** Where the vehicle backend sits under `apiHost`. */
export const VEHICLES_PATH = '/vehicles';

export interface VehicleCallOptions {
  /** `vehicles.timeoutMs` of `#kiosk-config`. */
  timeoutMs: number;
  signal?: AbortSignal;
}

/** The calls of the brand tree, the technical data and the criteria search (issue 16). */
export function vehicleApi(api: PlatformApi) {
  return {
    tree(kind: VehicleKind, options: VehicleCallOptions): Promise<Result<TreeBrand[]>> {
      return api.request(`${VEHICLES_PATH}/tree`, { ...options, query: { kind }, parse: parseTree });
    },
    versions(ids: readonly string[], options: VehicleCallOptions): Promise<Result<VehicleData[]>> {
      return api.request(`${VEHICLES_PATH}/versions`, { ...options, query: { ids }, parse: parseVersions });
    },
    /** The result count and the matching versions; `exclude` leaves those ids out. */
    search(
      kind: VehicleKind,
      criteria: Criteria,
      exclude: readonly string[],
      options: VehicleCallOptions,
    ): Promise<Result<SearchAnswer>> {
      const query = {
        kind,
        ...Object.fromEntries(criteriaToParams(criteria)),
        ...(exclude.length ? { exclude: exclude.join(',') } : {}),
      };
      return api.request(`${VEHICLES_PATH}/search`, { ...options, query, parse: parseSearch });
    },
  };
}

export type VehicleApi = ReturnType<typeof vehicleApi>;
