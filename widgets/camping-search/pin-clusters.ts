import Supercluster from 'supercluster';
import type { PitchPoint } from '../../features/camping/pitch.ts';

/** One thing on the map: a pitch, or a cluster of them. */
export type MapItem =
  | { kind: 'pitch'; point: PitchPoint; lng: number; lat: number; order: number }
  | { kind: 'cluster'; id: number; count: number; lng: number; lat: number; order: number };

interface PinProps {
  index: number;
  /** The smallest list position in a cluster: pins are walked in list order (issue 28). */
  order: number;
}

/** Pixels (at supercluster's 512-unit tiles) within which pins join a cluster. */
const RADIUS = 60;
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/**
 * The pins clustered with supercluster (issue 28). The answer's points come in list order, so a
 * cluster's `order` is its first pitch's place in the list.
 */
export function createPinClusters(points: readonly PitchPoint[]) {
  const index = new Supercluster<PinProps, PinProps>({
    radius: RADIUS,
    maxZoom: 16,
    map: (props) => ({ index: props.index, order: props.order }),
    reduce: (total, props) => {
      total.order = Math.min(total.order, props.order);
    },
  });
  index.load(
    points.map((point, position) => ({
      type: 'Feature',
      properties: { index: position, order: position },
      geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
    })),
  );
  return {
    /** Every item at a zoom, across the whole map: a pan then needs no new clustering. */
    at(zoom: number): MapItem[] {
      return index
        .getClusters(WORLD, zoom)
        .map((feature): MapItem => {
          const [lng = 0, lat = 0] = feature.geometry.coordinates;
          const props = feature.properties;
          if ('cluster' in props && props.cluster)
            return {
              kind: 'cluster',
              id: props.cluster_id,
              count: props.point_count,
              lng,
              lat,
              order: props.order,
            };
          const point = points[(props as PinProps).index] as PitchPoint;
          return { kind: 'pitch', point, lng, lat, order: (props as PinProps).order };
        })
        .sort((a, b) => a.order - b.order);
    },
    /** The zoom at which a cluster falls apart. */
    expansionZoom: (clusterId: number) => index.getClusterExpansionZoom(clusterId),
  };
}
