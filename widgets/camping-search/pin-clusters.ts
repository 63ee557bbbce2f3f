import Supercluster from 'supercluster';
import type { PitchPoint } from '../../features/camping/pitch.ts';

/** Where a place lies on the map's base plane (the projection at zoom 1). */
type Project = (lngLat: [number, number]) => [number, number] | null;

/** Where an item is: degrees, and `bx`/`by` on the base plane, which the view scales and shifts. */
interface Placed {
  lng: number;
  lat: number;
  bx: number;
  by: number;
  order: number;
}

/** One thing on the map: a pitch, or a cluster of them. */
export type MapItem =
  ({ kind: 'pitch'; point: PitchPoint } & Placed) | ({ kind: 'cluster'; id: number; count: number } & Placed);

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
export function createPinClusters(points: readonly PitchPoint[], project: Project = (lngLat) => lngLat) {
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
  // Each zoom is clustered and projected once (issue 28: panning and zooming back needs no new work).
  const byZoom = new Map<number, MapItem[]>();
  const cluster = (zoom: number) =>
    index
      .getClusters(WORLD, zoom)
      .map((feature): MapItem => {
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        const [bx = 0, by = 0] = project([lng, lat]) ?? [];
        const props = feature.properties;
        if ('cluster' in props && props.cluster)
          return {
            kind: 'cluster',
            id: props.cluster_id,
            count: props.point_count,
            lng,
            lat,
            bx,
            by,
            order: props.order,
          };
        const point = points[(props as PinProps).index] as PitchPoint;
        return { kind: 'pitch', point, lng, lat, bx, by, order: (props as PinProps).order };
      })
      .sort((a, b) => a.order - b.order);
  return {
    /** Every item at a zoom, across the whole map: a pan then needs no new clustering. */
    at(zoom: number): readonly MapItem[] {
      const known = byZoom.get(zoom);
      if (known) return known;
      const items = cluster(zoom);
      byZoom.set(zoom, items);
      return items;
    },
    /** The zoom at which a cluster falls apart. */
    expansionZoom: (clusterId: number) => index.getClusterExpansionZoom(clusterId),
  };
}
