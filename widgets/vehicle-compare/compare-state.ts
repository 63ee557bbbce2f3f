import type { StoreApi } from 'zustand/vanilla';
import type { ComparisonEvents } from '../../features/vehicles/comparison-events.ts';
import type { ComparisonState } from '../../features/vehicles/comparison-url.ts';
import type { Criteria } from '../../features/vehicles/criteria.ts';
import type { VehicleApi } from '../../features/vehicles/vehicle-api.ts';
import type {
  TreeBrand,
  VehicleData,
  VehicleKind,
  VersionSummary,
} from '../../features/vehicles/vehicle-types.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CompareState {
  tree: { status: LoadStatus; brands: TreeBrand[] };
  /** What the URL holds (comparison-url.ts). */
  comparison: ComparisonState;
  /** Technical data by version id, kept while the reader moves back and forth. */
  vehicles: Readonly<Record<string, VehicleData>>;
  vehiclesStatus: LoadStatus;
  /** 'Suche anpassen' open. */
  searchOpen: boolean;
  /** The criteria being edited, before the reader applies them. */
  draft: { criteria: Criteria; exclude: boolean };
  /** The live result count of the draft. */
  count: { status: LoadStatus; value?: number };
  /** The applied search's matches. */
  results: { status: LoadStatus; count?: number; versions: VersionSummary[] };
}

export interface CompareOptions {
  kind: VehicleKind;
  calls: VehicleApi;
  timeoutMs: number;
  /**
   * The comparison changed by the reader's hand: the URL takes a new history entry. `replace`: the
   * URL is corrected in place (an old link's unknown ids dropped), no entry added.
   */
  navigate: (state: ComparisonState, replace?: boolean) => void;
  track: (event: { name: keyof ComparisonEvents; props?: { label?: string; count?: number } }) => void;
  /** How long the live count waits for the reader to stop typing. */
  countDelayMs?: number;
}

export const INITIAL_COMPARE_STATE: CompareState = {
  tree: { status: 'idle', brands: [] },
  comparison: { ids: [], differencesOnly: false, search: null },
  vehicles: {},
  vehiclesStatus: 'idle',
  searchOpen: false,
  draft: { criteria: {}, exclude: false },
  count: { status: 'idle' },
  results: { status: 'idle', versions: [] },
};

export type CompareStoreApi = StoreApi<CompareState>;
