import type { ComponentType } from 'react';
import type { MapSize, MapView } from './map-view.ts';

/**
 * What the map draws under its pins (issue 28). Today the SVG outline (outline-layer.tsx); tiles
 * (MapLibre with the partner's) can take its place later: list, filters and pins talk only to the view.
 */
export interface BaseLayerProps {
  view: MapView;
  size: MapSize;
  /** Says once whether the base could be drawn (false: pins alone, with a note). */
  onLoaded(ok: boolean): void;
}

export type BaseLayer = ComponentType<BaseLayerProps>;
