import { SEASON_SEED } from './seed.ts';
import { addDays, wallTimeToInstant } from './wall-time.ts';

const german = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * The season as the CMS renders it for the F1 calendar page: a plain list of the races in German
 * time. It is what a reader keeps when the calendar widget cannot load (issue 30); the demo page
 * holds this markup, and a test checks that it still matches the seed.
 */
export function seasonListMarkup(): string {
  const items = SEASON_SEED.map((seed) => {
    const race = seed.sessions.find((session) => session.kind == 'race');
    const start = wallTimeToInstant(addDays(seed.raceDay, race?.day ?? 0), race?.time ?? '00:00', seed.zone);
    const when = german
      .format(start)
      .replace(/ um /, ', ')
      .replace(/ (MEZ|MESZ)$/, ' Uhr $1');
    return `    <li>${seed.name} – ${when}${seed.sprint ? ' (Sprint)' : ''}</li>`;
  });
  return `<ol class="f1-season-list">\n${items.join('\n')}\n  </ol>`;
}
