import { useEffect, useMemo, useState } from 'react';
import type { BaseLayerProps } from './map-base-layer.ts';
import { createMapProjection } from './map-view.ts';
import { loadOutline, type OutlineShapes } from './outline-data.ts';

/** A city label's box in px, for skipping labels that would overlap. */
const LABEL_W = 80;
const LABEL_H = 18;

/**
 * The outline base layer: land, coast and borders from Natural Earth (world-atlas), and ~60 city names
 * where they fit. One `transform` moves it; strokes keep their width at every zoom.
 */
export function createOutlineLayer(timeoutMs: number) {
  const projection = createMapProjection();
  let loading: Promise<OutlineShapes | undefined> | undefined;
  return function OutlineLayer({ view, size, onLoaded }: BaseLayerProps) {
    const [shapes, setShapes] = useState<OutlineShapes>();
    useEffect(() => {
      let live = true;
      loading ??= loadOutline(projection, timeoutMs);
      void loading.then((loaded) => {
        if (!live) return;
        if (!loaded) loading = undefined;
        setShapes(loaded);
        onLoaded(!!loaded);
      });
      return () => {
        live = false;
      };
    }, [onLoaded]);

    // Labels in list order (largest cities first), each only where it overlaps none placed before.
    const labels = useMemo(() => {
      const placed: { name: string; x: number; y: number }[] = [];
      for (const city of shapes?.cities ?? []) {
        const x = city.x * view.k + view.x;
        const y = city.y * view.k + view.y;
        if (x < 0 || y < 0 || x > size.width || y > size.height) continue;
        if (placed.some((other) => Math.abs(other.x - x) < LABEL_W && Math.abs(other.y - y) < LABEL_H))
          continue;
        placed.push({ name: city.name, x, y });
      }
      return placed;
    }, [shapes, view, size]);

    if (!shapes) return null;
    return (
      <g aria-hidden="true">
        <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
          {shapes.land.map((d, index) => (
            <path key={index} className="kiosk-camping-map__land" d={d} />
          ))}
          <path className="kiosk-camping-map__coast" d={shapes.coast} />
          <path className="kiosk-camping-map__border" d={shapes.borders} />
        </g>
        {labels.map((label) => (
          <g key={label.name} transform={`translate(${label.x} ${label.y})`}>
            <circle className="kiosk-camping-map__city-dot" r="2.5" />
            <text className="kiosk-camping-map__city" x="5" y="4">
              {label.name}
            </text>
          </g>
        ))}
      </g>
    );
  };
}
