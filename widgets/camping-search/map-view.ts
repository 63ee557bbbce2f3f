import { geoAzimuthalEqualArea, type GeoProjection } from 'd3-geo';
import type { Bbox } from '../../features/camping/pitch.ts';

/**
 * The camping map's geometry (issue 28): an equal-area projection centred on Europe, as EPSG:3035
 * (Lambert azimuthal equal-area at 10° E 52° N), at a fixed base scale; the view is a zoom `k` and a
 * shift `x`/`y` over it, so panning and zooming change one transform and nothing is projected again.
 */
export const BASE_SCALE = 1000;

export function createMapProjection(): GeoProjection {
  return geoAzimuthalEqualArea().rotate([-10, -52]).scale(BASE_SCALE).translate([0, 0]);
}

export interface MapView {
  k: number;
  x: number;
  y: number;
}

export interface MapSize {
  width: number;
  height: number;
}

export const MIN_ZOOM = 0.8;
export const MAX_ZOOM = 400;
/** Europe from Brittany to Hungary, Jutland to the Costa Brava: the view before a search. */
export const EUROPE: Bbox = [-5, 41, 20, 57.5];

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The view that shows `bbox` whole, centred, with a margin. */
export function fitView(projection: GeoProjection, bbox: Bbox, { width, height }: MapSize): MapView {
  const [west, south, east, north] = bbox;
  const points: [number, number][] = [
    [west, south],
    [east, south],
    [west, north],
    [east, north],
    [(west + east) / 2, north],
    [(west + east) / 2, south],
  ].map((point) => projection(point as [number, number]) ?? [0, 0]);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const dx = Math.max(...xs) - Math.min(...xs) || 1;
  const dy = Math.max(...ys) - Math.min(...ys) || 1;
  const k = clamp(0.9 * Math.min(width / dx, height / dy), MIN_ZOOM, MAX_ZOOM);
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  return { k, x: width / 2 - cx * k, y: height / 2 - cy * k };
}

/** Zooms by `factor` keeping the screen point (`px`, `py`) where it is. */
export function zoomAt(view: MapView, factor: number, px: number, py: number): MapView {
  const k = clamp(view.k * factor, MIN_ZOOM, MAX_ZOOM);
  const ratio = k / view.k;
  return { k, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio };
}

export const panBy = (view: MapView, dx: number, dy: number): MapView => ({
  ...view,
  x: view.x + dx,
  y: view.y + dy,
});

/** The area on screen in degrees (west, south, east, north), for an area search. */
export function viewBbox(projection: GeoProjection, view: MapView, { width, height }: MapSize): Bbox {
  const corners: [number, number][] = [];
  for (const fx of [0, 0.5, 1])
    for (const fy of [0, 0.5, 1]) {
      const point = projection.invert?.([(fx * width - view.x) / view.k, (fy * height - view.y) / view.k]);
      if (point) corners.push(point);
    }
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  return [
    round(Math.min(...corners.map(([lng]) => lng))),
    round(Math.min(...corners.map(([, lat]) => lat))),
    round(Math.max(...corners.map(([lng]) => lng))),
    round(Math.max(...corners.map(([, lat]) => lat))),
  ];
}

/**
 * The supercluster zoom that matches the view: its pixel (a 512-unit tile) as wide as ours, so its
 * cluster radius is a distance on screen.
 */
export const clusterZoom = (view: MapView) =>
  clamp(Math.floor(Math.log2((BASE_SCALE * view.k * 2 * Math.PI) / 512)), 0, 17);
