import { useEffect, useState } from 'react';
import type { Place, Station } from '../../features/fuel/station.ts';

const SIZE = 200;

/**
 * A map-like view without tiles (issue 15): stations as dots around the search centre, the radius
 * as a circle. All dots are two filled SVG paths of small squares, so a thousand stations cost two
 * elements, not a thousand; `stations` in the server's order, so a re-sort does not redraw the map.
 */
export function StationMap({
  stations,
  centre,
  range,
  label,
}: {
  stations: readonly Station[];
  centre: Place;
  range: number;
  label: string;
}) {
  const [[open, closed], setPaths] = useState<[string, string]>(['', '']);
  // Drawn in a task of its own after the list has painted: a thousand dots must not lengthen the
  // task that shows the first results (bench/fuel-search.ts: no long task over 50 ms).
  useEffect(() => {
    const timer = setTimeout(() => {
      const scale = SIZE / 2 / range;
      const cos = Math.cos((centre.lat * Math.PI) / 180);
      const paths: [string, string] = ['', ''];
      for (const station of stations) {
        const x = (station.lng - centre.lng) * 111.32 * cos * scale - 1.5;
        const y = -(station.lat - centre.lat) * 110.57 * scale - 1.5;
        paths[station.isOpen ? 0 : 1] += `M${x.toFixed(1)} ${y.toFixed(1)}h3v3h-3z`;
      }
      setPaths(paths);
    });
    return () => clearTimeout(timer);
  }, [stations, centre, range]);
  const half = SIZE / 2 + 6;
  return (
    <svg
      className="kiosk-fuel-map"
      viewBox={`${-half} ${-half} ${2 * half} ${2 * half}`}
      role="img"
      aria-label={label}
    >
      <circle className="kiosk-fuel-map__range" r={SIZE / 2} />
      <path className="kiosk-fuel-map__closed" d={closed} />
      <path className="kiosk-fuel-map__open" d={open} />
      <path className="kiosk-fuel-map__centre" d="M-6 0h12M0 -6v12" />
    </svg>
  );
}
