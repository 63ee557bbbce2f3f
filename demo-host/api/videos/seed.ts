/**
 * The video hub's demo catalogue (issue 29): for each of three brands a fixed list of videos built
 * from templates, the same on every start (no randomness), each pointing at one of the six committed
 * clips (`clips/`, made by `clips/make-clips.sh`).
 */

/** The six committed clips: their number in the file names and their real length in seconds. */
export const CLIPS = [
  { clip: 1, seconds: 12 },
  { clip: 2, seconds: 9 },
  { clip: 3, seconds: 15 },
  { clip: 4, seconds: 8 },
  { clip: 5, seconds: 11 },
  { clip: 6, seconds: 13 },
] as const;

/** issue 29: twelve videos to a page. */
export const PAGE_SIZE = 12;
/** Related videos in a detail answer. */
export const RELATED_COUNT = 4;
/** How late a slow answer comes: long enough to see the skeletons. */
export const SLOW_MS = 2_500;

export interface VideoCategory {
  /** In the URL: `?kategorie=fahrberichte`. */
  slug: string;
  name: string;
}

export interface SeedVideo {
  id: string;
  project: string;
  title: string;
  teaser: string;
  description: string;
  category: VideoCategory;
  clip: (typeof CLIPS)[number];
  /** YYYY-MM-DD */
  date: string;
}

interface BrandSeed {
  project: string;
  categories: readonly VideoCategory[];
  /** What the videos are about; every subject meets every template once, in a fixed order. */
  subjects: readonly string[];
  /** Title templates by category slug; `{}` is the subject. */
  templates: Readonly<Record<string, readonly string[]>>;
}

const category = (slug: string, name: string): VideoCategory => ({ slug, name });

const BRANDS: readonly BrandSeed[] = [
  {
    project: 'ams',
    categories: [
      category('tests', 'Tests'),
      category('fahrberichte', 'Fahrberichte'),
      category('ratgeber', 'Ratgeber'),
      category('erlkoenige', 'Erlkönige'),
      category('news', 'News'),
    ],
    subjects: [
      'VW Golf',
      'BMW 3er Touring',
      'Mercedes E-Klasse',
      'Audi Q5',
      'Opel Astra',
      'Škoda Octavia',
      'Toyota Yaris Cross',
      'Porsche 911',
      'Hyundai Ioniq 5',
      'Dacia Duster',
      'Ford Puma',
      'Tesla Model Y',
      'Cupra Born',
      'Renault Clio',
      'Mazda MX-5',
      'Kia EV6',
    ],
    templates: {
      tests: ['{} im Test', '{} im Dauertest', 'Vergleichstest: {} gegen die Konkurrenz'],
      fahrberichte: ['{} im Fahrbericht', 'Erste Fahrt im {}'],
      ratgeber: ['{}: Welche Ausstattung lohnt sich?', 'Gebrauchtwagen-Check: {}'],
      erlkoenige: ['Erlkönig erwischt: neuer {}'],
      news: ['{}: Preise und Marktstart', 'Weltpremiere: {}'],
    },
  },
  {
    project: 'mo',
    categories: [
      category('tests', 'Tests'),
      category('fahrberichte', 'Fahrberichte'),
      category('touren', 'Touren'),
      category('ratgeber', 'Ratgeber'),
      category('news', 'News'),
    ],
    subjects: [
      'BMW R 1300 GS',
      'KTM 390 Duke',
      'Ducati Multistrada V4',
      'Honda Africa Twin',
      'Yamaha MT-07',
      'Triumph Street Triple',
      'Kawasaki Z900',
      'Harley-Davidson Nightster',
      'Moto Guzzi Stelvio',
      'Suzuki GSX-8S',
      'Aprilia Tuareg 660',
      'Royal Enfield Himalayan',
      'Husqvarna Svartpilen 401',
      'CFMoto 800NK',
      'Benelli TRK 702',
      'Zero SR/S',
    ],
    templates: {
      tests: ['{} im Test', 'Vergleichstest: {} auf der Rennstrecke', '{} im Dauertest'],
      fahrberichte: ['{} im Fahrbericht', 'Erste Ausfahrt auf der {}'],
      touren: ['Mit der {} über die Alpen', 'Wochenendtour mit der {}'],
      ratgeber: ['{}: Was taugt das Zubehör?', 'Gebraucht kaufen: {}'],
      news: ['{}: Preise und Farben'],
    },
  },
  {
    project: 'pr',
    categories: [
      category('tests', 'Tests'),
      category('reisen', 'Reisen'),
      category('ratgeber', 'Ratgeber'),
      category('zubehoer', 'Zubehör'),
      category('stellplaetze', 'Stellplätze'),
    ],
    subjects: [
      'Kühlbox',
      'Markise',
      'Vorzelt',
      'Solaranlage',
      'Campingkocher',
      'Fahrradträger',
      'Wohnmobil-Navi',
      'Dachzelt',
      'Kastenwagen',
      'Teilintegrierter',
      'Wohnwagen',
      'Campingstuhl',
      'Wasserfilter',
      'Standheizung',
      'Gasflasche',
      'Bodensee',
    ],
    templates: {
      tests: ['{} im Test', 'Vergleichstest: Welche {} ist die beste?', '{} im Praxistest'],
      reisen: ['Unterwegs mit Kastenwagen: {}-Tour', 'Camping-Reise: {} und mehr'],
      ratgeber: ['{}: So wählen Sie richtig', 'Fehler beim Kauf: {}'],
      zubehoer: ['Zubehör-Neuheit: {}'],
      stellplaetze: ['Stellplatz-Tipp: {}', 'Die schönsten Plätze: {}'],
    },
  },
];

/** A fixed walk through the days: video n is about 1.7 days older than video n − 1. */
const BASE_DAY = Date.UTC(2026, 10, 20);
const dateOf = (index: number) =>
  new Date(BASE_DAY - Math.round(index * 1.7) * 86_400_000).toISOString().slice(0, 10);

const descriptionOf = (title: string, subject: string, categoryName: string) =>
  `${title}: Unsere Redaktion zeigt im Video, was ${subject} im Alltag kann und wo es hakt. ` +
  `In der Rubrik ${categoryName} erklären wir Technik, Ausstattung und Preise verständlich. ` +
  'Dazu gibt es Messwerte, Eindrücke von der Straße und unser Fazit für den Kauf. ' +
  'Alle Angaben stammen aus eigenen Messungen und den Unterlagen der Hersteller; die Preise gelten zum Zeitpunkt der Aufnahme. ' +
  'Untertitel auf Deutsch sind für jedes Video verfügbar.';

/** Steps through the combinations in a fixed mixed order, so a page of the hub is not one subject's. */
const STRIDE = 37;

function videosOf(brand: BrandSeed): SeedVideo[] {
  const combinations = brand.subjects.flatMap((subject) =>
    brand.categories.flatMap((categoryEntry) =>
      (brand.templates[categoryEntry.slug] ?? []).map((template) => ({ subject, categoryEntry, template })),
    ),
  );
  // STRIDE is prime and no divisor of the count, so the walk meets every combination once.
  const mixed = combinations.map((_, index) => combinations[(index * STRIDE) % combinations.length]);
  return mixed.flatMap((combination, index) => {
    if (!combination) return [];
    const { subject, categoryEntry, template } = combination;
    const title = template.replace('{}', subject);
    return [
      {
        id: `${brand.project}-v${String(index + 1).padStart(3, '0')}`,
        project: brand.project,
        title,
        teaser: `${subject}: ${categoryEntry.name} im Video.`,
        description: descriptionOf(title, subject, categoryEntry.name),
        category: categoryEntry,
        clip: CLIPS[index % CLIPS.length] ?? CLIPS[0],
        date: dateOf(index),
      },
    ];
  });
}

/** Every brand's videos, newest first. */
export const DEMO_VIDEOS: ReadonlyMap<string, readonly SeedVideo[]> = new Map(
  BRANDS.map((brand) => [brand.project, videosOf(brand)]),
);

/** A brand's categories in the order the sub-navigation shows them. */
export const VIDEO_CATEGORIES: ReadonlyMap<string, readonly VideoCategory[]> = new Map(
  BRANDS.map((brand) => [brand.project, brand.categories]),
);

/** Where each brand's video hub is on the demo site: a video's `url` is its detail view there. */
export const VIDEO_HUB_PATHS: ReadonlyMap<string, string> = new Map([
  ['ams', '/auto/videos/'],
  ['mo', '/motorrad/videos/'],
  ['pr', '/camping/videos/'],
]);
