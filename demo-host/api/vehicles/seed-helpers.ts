import type { FieldValue, VehicleData, VehicleKind } from '../../../features/vehicles/vehicle-types.ts';

/** kW to PS as the registration papers do it (1 PS = 0.73549875 kW), rounded. */
export const psOf = (kw: number) => Math.round(kw / 0.73549875);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/é/g, 'e')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const seriesId = (brand: string, series: string) => slug(`${brand} ${series}`);

/** The technical data of one car (WLTP): short keys keep the catalogue readable as a table. */
export interface CarSpec {
  fuel: 'Benzin' | 'Diesel' | 'Elektro' | 'Hybrid' | 'Plug-in-Hybrid';
  ccm?: number;
  kw: number;
  nm?: number;
  gearbox: string;
  drive: 'Front' | 'Heck' | 'Allrad';
  accel: number;
  vmax: number;
  /** l/100 km */
  l?: number;
  /** kWh/100 km */
  kwh?: number;
  co2: number;
  range?: number;
  dc?: number;
  size: readonly [length: number, width: number, height: number];
  kg: number;
  trunk: number;
  price: number;
}

/** One motorcycle (WMTC). */
export interface MotorcycleSpec {
  fuel: 'Benzin' | 'Elektro';
  ccm?: number;
  kw: number;
  nm: number;
  gearbox: string;
  drive: 'Kette' | 'Kardan' | 'Riemen';
  vmax?: number;
  l?: number;
  kwh?: number;
  co2: number;
  range?: number;
  seat: number;
  kg: number;
  tank?: number;
  price: number;
}

const defined = (values: Record<string, FieldValue | undefined>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Record<
    string,
    FieldValue
  >;

function version(
  kind: VehicleKind,
  brand: string,
  series: string,
  name: string,
  values: Record<string, FieldValue | undefined>,
  score?: number,
): VehicleData {
  return {
    id: slug(`${brand} ${series} ${name}`),
    kind,
    brand,
    series,
    name,
    ...(score === undefined ? {} : { score }),
    values: defined(values),
  };
}

export const car = (brand: string, series: string, name: string, spec: CarSpec, score?: number) =>
  version(
    'car',
    brand,
    series,
    name,
    {
      fuel: spec.fuel,
      displacement: spec.ccm,
      powerKw: spec.kw,
      powerPs: psOf(spec.kw),
      torque: spec.nm,
      transmission: spec.gearbox,
      drive: spec.drive,
      acceleration: spec.accel,
      topSpeed: spec.vmax,
      consumption: spec.l,
      energy: spec.kwh,
      co2: spec.co2,
      range: spec.range,
      chargeDc: spec.dc,
      length: spec.size[0],
      width: spec.size[1],
      height: spec.size[2],
      weight: spec.kg,
      trunk: spec.trunk,
      price: spec.price,
    },
    score,
  );

export const motorcycle = (
  brand: string,
  series: string,
  name: string,
  spec: MotorcycleSpec,
  score?: number,
) =>
  version(
    'motorcycle',
    brand,
    series,
    name,
    {
      fuel: spec.fuel,
      displacement: spec.ccm,
      powerKw: spec.kw,
      powerPs: psOf(spec.kw),
      torque: spec.nm,
      transmission: spec.gearbox,
      drive: spec.drive,
      topSpeed: spec.vmax,
      consumption: spec.l,
      energy: spec.kwh,
      co2: spec.co2,
      range: spec.range,
      seatHeight: spec.seat,
      weight: spec.kg,
      tank: spec.tank,
      price: spec.price,
    },
    score,
  );
