/** An article a reader can save: what the bookmarks panel shows of it (spec 9.2 slot list.favorites). */
export interface SeedArticle {
  title: string;
  /** Image of the `list.favorites` slot (254 × 143). */
  image: string;
  /** ISO date of publication. */
  date: string;
  url: string;
}

/** A rubric or brand a reader can follow (the 'ui favourites', spec 3.2 bookmarksData). */
export interface SeedFollowable {
  id: string;
  type: 'rubric' | 'brand';
  title: string;
  url: string;
}

/** Articles of the demo site, by id (the CID of their page). */
export const SEED_ARTICLES: Readonly<Record<string, SeedArticle>> = {
  '1201': {
    title: 'Kompakt-SUV im Test: Sparsam, geräumig, teuer',
    image: '/demo/images/favorit-suv.svg',
    date: '2026-11-18T08:00:00+01:00',
    url: '/auto/',
  },
  '2207': {
    title: 'Reiseenduro-Vergleich: Drei Zweizylinder auf großer Tour',
    image: '/demo/images/favorit-enduro.svg',
    date: '2026-11-12T07:30:00+01:00',
    url: '/motorrad/',
  },
  '1188': {
    title: 'Elektro-Kombi im Dauertest: 100.000 Kilometer Bilanz',
    image: '/demo/images/favorit-kombi.svg',
    date: '2026-10-30T09:15:00+01:00',
    url: '/auto/',
  },
};

/** Tours of the demo tours page (community tour channel). */
export const SEED_TOURS = [
  { id: '7001', title: 'Schwarzwald-Runde: 180 km Kurven zwischen Freiburg und Titisee' },
  { id: '7002', title: 'Eifel-Tour: Vulkanseen und die Nordschleife' },
  { id: '7003', title: 'Alpenpässe kompakt: Stilfser Joch und Gavia an einem Tag' },
] as const;

export const SEED_FOLLOWABLES: readonly SeedFollowable[] = [
  { id: 'rubrik-tests', type: 'rubric', title: 'Tests', url: '/auto/' },
  { id: 'rubrik-reise', type: 'rubric', title: 'Reise', url: '/motorrad/' },
  { id: 'marke-bmw', type: 'brand', title: 'BMW', url: '/auto/' },
  { id: 'marke-ducati', type: 'brand', title: 'Ducati', url: '/motorrad/' },
];

/** What a demo user has saved before the first visit: favourites per channel, followed ids. */
export interface UserShelf {
  favorites: Record<string, string[]>;
  follows: string[];
}

export const SEED_SHELVES: Readonly<Record<string, UserShelf>> = {
  'demo-anna-2026': { favorites: { artikel: ['1188'] }, follows: ['rubrik-tests', 'marke-bmw'] },
};
