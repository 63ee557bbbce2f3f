import type { ComparisonArea } from '../../features/vehicles/comparison-events.ts';
import { COMPARISON_AREAS } from '../../features/vehicles/comparison-areas.ts';
import type { CompareOptions } from './compare-state.ts';

/** One analytics event of the comparison: '<area> / sichtbar' or '<area> / klick'. */
export const trackComparison = (
  options: CompareOptions,
  area: ComparisonArea,
  action: 'sichtbar' | 'klick',
  props = {},
) => options.track({ name: `${COMPARISON_AREAS[area]} / ${action}`, props });
