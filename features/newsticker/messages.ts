/** The newsticker's German texts (issue 14). */
export const NEWS_LABELS = {
  bell: 'Newsticker',
  list: 'Neueste Meldungen',
  moreNews: 'Mehr News',
  loading: 'Meldungen werden geladen …',
  failed: 'Die Meldungen konnten gerade nicht geladen werden.',
  empty: 'Gerade gibt es keine Meldungen.',
  highlights: 'Highlights',
  previous: 'Vorherige Highlights',
  next: 'Nächste Highlights',
} as const;
