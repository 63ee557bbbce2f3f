/**
 * The seed's regions (issue 28): real holiday regions with real towns, postcodes and positions (decimal
 * degrees); the pitches around them are made up. `count` pitches lie within `spreadKm` of the towns,
 * on land (seed.ts checks each against the map's outline).
 */
export interface SeedRegion {
  name: string;
  /** ISO 3166 numeric id, as the outline's countries. */
  country: string;
  countryName: string;
  count: number;
  spreadKm: number;
  towns: ReadonlyArray<readonly [name: string, postcode: string, lat: number, lng: number]>;
  /** Share of Campingplätze; the rest are Wohnmobilstellplätze. */
  campingShare: number;
  /** Where most pitches lie at the water (coasts, lakes, rivers). */
  waterSide: number;
}

const DE = ['276', 'Deutschland'] as const;
const region = (
  name: string,
  [country, countryName]: readonly [string, string],
  count: number,
  spreadKm: number,
  towns: SeedRegion['towns'],
  campingShare = 0.45,
  waterSide = 0.4,
): SeedRegion => ({ name, country, countryName, count, spreadKm, towns, campingShare, waterSide });

export const SEED_REGIONS: readonly SeedRegion[] = [
  region(
    'Nordsee',
    DE,
    190,
    9,
    [
      ['Büsum', '25761', 54.1337, 8.8652],
      ['St. Peter-Ording', '25826', 54.3065, 8.6467],
      ['Husum', '25813', 54.4772, 9.0516],
    ],
    0.35,
    0.7,
  ),
  region(
    'Ostsee',
    DE,
    200,
    9,
    [
      ['Fehmarn', '23769', 54.4376, 11.1938],
      ['Rügen', '18609', 54.4009, 13.6072],
      ['Sassnitz', '18546', 54.5157, 13.6413],
    ],
    0.4,
    0.7,
  ),
  region(
    'Mecklenburgische Seenplatte',
    DE,
    150,
    16,
    [
      ['Waren (Müritz)', '17192', 53.5167, 12.6833],
      ['Neustrelitz', '17235', 53.3619, 13.0726],
    ],
    0.5,
    0.6,
  ),
  region('Harz', DE, 130, 14, [
    ['Wernigerode', '38855', 51.8349, 10.7853],
    ['Goslar', '38640', 51.9059, 10.4289],
  ]),
  region(
    'Spreewald',
    DE,
    110,
    10,
    [
      ['Lübbenau', '03222', 51.8667, 13.9667],
      ['Burg (Spreewald)', '03096', 51.8333, 14.15],
    ],
    0.45,
    0.6,
  ),
  region(
    'Mosel',
    DE,
    150,
    10,
    [
      ['Cochem', '56812', 50.1465, 7.1667],
      ['Bernkastel-Kues', '54470', 49.9161, 7.0678],
      ['Traben-Trarbach', '56841', 49.9508, 7.1167],
    ],
    0.4,
    0.6,
  ),
  region('Schwarzwald', DE, 150, 16, [
    ['Titisee-Neustadt', '79822', 47.9029, 8.2125],
    ['Freudenstadt', '72250', 48.4633, 8.4111],
    ['Baiersbronn', '72270', 48.5059, 8.3728],
  ]),
  region(
    'Bodensee',
    DE,
    130,
    9,
    [
      ['Konstanz', '78462', 47.6779, 9.1732],
      ['Lindau', '88131', 47.546, 9.684],
      ['Überlingen', '88662', 47.7689, 9.1586],
    ],
    0.5,
    0.6,
  ),
  region('Allgäu', DE, 140, 14, [
    ['Füssen', '87629', 47.5709, 10.7004],
    ['Oberstdorf', '87561', 47.4097, 10.2797],
    ['Kempten', '87435', 47.7267, 10.3139],
  ]),
  region(
    'Chiemsee',
    DE,
    100,
    8,
    [
      ['Prien am Chiemsee', '83209', 47.8561, 12.3462],
      ['Übersee', '83236', 47.8233, 12.4822],
    ],
    0.5,
    0.6,
  ),
  region(
    'Zeeland',
    ['528', 'Niederlande'],
    130,
    10,
    [
      ['Vlissingen', '4381', 51.4536, 3.5833],
      ['Domburg', '4357', 51.5633, 3.4967],
      ['Renesse', '4325', 51.7317, 3.7744],
    ],
    0.5,
    0.6,
  ),
  region(
    'Dänemarks Westküste',
    ['208', 'Dänemark'],
    150,
    14,
    [
      ['Blåvand', '6857', 55.5597, 8.1311],
      ['Hvide Sande', '6960', 56.0017, 8.1297],
      ['Løkken', '9480', 57.3706, 9.7156],
    ],
    0.5,
    0.6,
  ),
  region('Südtirol', ['380', 'Italien'], 130, 15, [
    ['Bozen', '39100', 46.4983, 11.3548],
    ['Meran', '39012', 46.6713, 11.1594],
    ['Brixen', '39042', 46.7154, 11.6566],
  ]),
  region(
    'Gardasee',
    ['380', 'Italien'],
    140,
    9,
    [
      ['Riva del Garda', '38066', 45.8858, 10.8413],
      ['Bardolino', '37011', 45.5494, 10.7223],
      ['Sirmione', '25019', 45.4679, 10.6072],
    ],
    0.55,
    0.6,
  ),
  region(
    'Istrien',
    ['191', 'Kroatien'],
    140,
    12,
    [
      ['Rovinj', '52210', 45.0812, 13.6387],
      ['Poreč', '52440', 45.2271, 13.5947],
      ['Pula', '52100', 44.8666, 13.8496],
    ],
    0.6,
    0.6,
  ),
  region(
    'Costa Brava',
    ['724', 'Spanien'],
    140,
    10,
    [
      ['Lloret de Mar', '17310', 41.6996, 2.8456],
      ['Roses', '17480', 42.2619, 3.1764],
      ["L'Estartit", '17258', 42.0536, 3.1983],
    ],
    0.6,
    0.6,
  ),
  region(
    'Bretagne',
    ['250', 'Frankreich'],
    150,
    14,
    [
      ['Auray', '56400', 47.668, -2.982],
      ['Carnac', '56340', 47.5842, -3.0781],
      ['Perros-Guirec', '22700', 48.8147, -3.4419],
    ],
    0.55,
    0.6,
  ),
  region('Tirol', ['040', 'Österreich'], 140, 14, [
    ['Innsbruck', '6020', 47.2692, 11.4041],
    ['Kitzbühel', '6370', 47.4464, 12.3922],
    ['Mayrhofen', '6290', 47.1672, 11.865],
  ]),
];

/**
 * Places that make the search behave badly, for the demo and the fault tests: near `slow` a search
 * answers after a few seconds, near `failing` with a 503, near `malformed` with JSON that is not the
 * answer. They lie inland, away from every region.
 */
export const MODE_PLACES = {
  slow: { name: 'Langsamhausen', postcode: '36037', lat: 50.5558, lng: 9.6808, country: '276' },
  failing: { name: 'Fehlerbach', postcode: '34117', lat: 51.3127, lng: 9.4797, country: '276' },
  malformed: { name: 'Kaputtstedt', postcode: '99084', lat: 50.9787, lng: 11.0328, country: '276' },
} as const;
