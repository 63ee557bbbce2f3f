import type { Result } from '../../src/http.ts';
import type { PlatformApi } from '../../src/platform-api.ts';
import { criteriaToParams, type Criteria } from './criteria.ts';
import { parseSearch, parseVersions, type SearchAnswer } from './parse-vehicles.ts';
import type { VehicleData, VehicleKind } from './vehicle-types.ts';
import { VEHICLES_PATH, vehicleTree, type VehicleCallOptions } from './vehicle-tree.ts';

/** The calls of the brand tree, the technical data and the criteria search (issue 16). */
export function vehicleApi(api: PlatformApi) {
  return {
    tree: (kind: VehicleKind, options: VehicleCallOptions) => vehicleTree(api, kind, options),
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
