import type { Place, Station } from '../../features/fuel/station.ts';

const SIZE = 200;

/**
 * A map-like view without tiles (issue 15): stations as dots around the search centre, the radius
 * as a circle. All dots are two SVG paths, so a thousand stations cost two elements, not a thousand.
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
  const scale = SIZE / 2 / range;
  const cos = Math.cos((centre.lat * Math.PI) / 180);
  const dot = (station: Station) => {
    const x = (station.lng - centre.lng) * 111.32 * cos * scale;
    const y = -(station.lat - centre.lat) * 110.57 * scale;
    return `M${x.toFixed(1)} ${y.toFixed(1)}h0`;
  };
  const open = stations
    .filter((station) => station.isOpen)
    .map(dot)
    .join('');
  const closed = stations
    .filter((station) => !station.isOpen)
    .map(dot)
    .join('');
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
