import type { SessionKind } from '../../../features/f1/season.ts';

/**
 * The 2026 season as the FIA published it: 24 rounds from Melbourne (8 March) to Abu Dhabi
 * (6 December), sprint weekends in China, Miami, Canada, Britain, the Netherlands and Singapore.
 * Demo data: the dates follow the published calendar; the session times are the track's local wall
 * times as recalled from the published timetable and may differ from it by a slot. The server turns
 * them into instants with Node's zone data (wall-time.ts), as the real one would.
 */

/** A session at the track: day offset from the race day (0 = race day, -2 = Friday) and local time. */
export interface WallSession {
  kind: SessionKind;
  day: number;
  time: string;
}

export interface RoundSeed {
  slug: string;
  name: string;
  circuit: string;
  city: string;
  country: string;
  zone: string;
  /** Race day as the track's local date. */
  raceDay: string;
  laps: number;
  sprint?: boolean;
  /** The session times; default {@link standardWeekend}. */
  sessions: WallSession[];
}

/** FP1–FP3, qualifying and race at the given local times (Friday, Friday, Saturday, Saturday, Sunday). */
const standardWeekend = (
  fp1: string,
  fp2: string,
  fp3: string,
  qualifying: string,
  race: string,
): WallSession[] => [
  { kind: 'fp1', day: -2, time: fp1 },
  { kind: 'fp2', day: -2, time: fp2 },
  { kind: 'fp3', day: -1, time: fp3 },
  { kind: 'qualifying', day: -1, time: qualifying },
  { kind: 'race', day: 0, time: race },
];

const sprintWeekend = (
  fp1: string,
  sprintQualifying: string,
  sprint: string,
  qualifying: string,
  race: string,
): WallSession[] => [
  { kind: 'fp1', day: -2, time: fp1 },
  { kind: 'sprint-qualifying', day: -2, time: sprintQualifying },
  { kind: 'sprint', day: -1, time: sprint },
  { kind: 'qualifying', day: -1, time: qualifying },
  { kind: 'race', day: 0, time: race },
];

/** Minutes each kind of session is booked for in a calendar. */
export const SESSION_MINUTES: Readonly<Record<SessionKind, number>> = {
  fp1: 60,
  fp2: 60,
  fp3: 60,
  'sprint-qualifying': 45,
  sprint: 60,
  qualifying: 60,
  race: 120,
};

export const SEASON_YEAR = 2026;

/** Demo data: the 2027 opener as the demo assumes it (Melbourne, 14 March 2027, 15:00 local). */
export const NEXT_SEASON_START = { date: '2027-03-14', time: '15:00', zone: 'Australia/Melbourne' };

export const SEASON_SEED: readonly RoundSeed[] = [
  {
    slug: 'australien',
    name: 'Großer Preis von Australien',
    circuit: 'Albert Park Circuit',
    city: 'Melbourne',
    country: 'Australien',
    zone: 'Australia/Melbourne',
    raceDay: '2026-03-08',
    laps: 58,
    sessions: standardWeekend('12:30', '16:00', '12:30', '16:00', '15:00'),
  },
  {
    slug: 'china',
    name: 'Großer Preis von China',
    circuit: 'Shanghai International Circuit',
    city: 'Shanghai',
    country: 'China',
    zone: 'Asia/Shanghai',
    raceDay: '2026-03-15',
    laps: 56,
    sprint: true,
    sessions: sprintWeekend('11:30', '15:30', '11:00', '15:00', '15:00'),
  },
  {
    slug: 'japan',
    name: 'Großer Preis von Japan',
    circuit: 'Suzuka International Racing Course',
    city: 'Suzuka',
    country: 'Japan',
    zone: 'Asia/Tokyo',
    raceDay: '2026-03-29',
    laps: 53,
    sessions: standardWeekend('11:30', '15:00', '11:30', '15:00', '14:00'),
  },
  {
    slug: 'bahrain',
    name: 'Großer Preis von Bahrain',
    circuit: 'Bahrain International Circuit',
    city: 'Sakhir',
    country: 'Bahrain',
    zone: 'Asia/Bahrain',
    raceDay: '2026-04-12',
    laps: 57,
    sessions: standardWeekend('14:30', '18:00', '15:30', '19:00', '18:00'),
  },
  {
    slug: 'saudi-arabien',
    name: 'Großer Preis von Saudi-Arabien',
    circuit: 'Jeddah Corniche Circuit',
    city: 'Dschidda',
    country: 'Saudi-Arabien',
    zone: 'Asia/Riyadh',
    raceDay: '2026-04-19',
    laps: 50,
    sessions: standardWeekend('16:30', '20:00', '16:30', '20:00', '20:00'),
  },
  {
    slug: 'miami',
    name: 'Großer Preis von Miami',
    circuit: 'Miami International Autodrome',
    city: 'Miami',
    country: 'USA',
    zone: 'America/New_York',
    raceDay: '2026-05-03',
    laps: 57,
    sprint: true,
    sessions: sprintWeekend('12:30', '16:30', '12:00', '16:00', '16:00'),
  },
  {
    slug: 'kanada',
    name: 'Großer Preis von Kanada',
    circuit: 'Circuit Gilles-Villeneuve',
    city: 'Montréal',
    country: 'Kanada',
    zone: 'America/Toronto',
    raceDay: '2026-05-24',
    laps: 70,
    sprint: true,
    sessions: sprintWeekend('12:30', '16:30', '12:00', '16:00', '16:00'),
  },
  {
    slug: 'monaco',
    name: 'Großer Preis von Monaco',
    circuit: 'Circuit de Monaco',
    city: 'Monte Carlo',
    country: 'Monaco',
    zone: 'Europe/Monaco',
    raceDay: '2026-06-07',
    laps: 78,
    sessions: standardWeekend('13:30', '17:00', '12:30', '16:00', '15:00'),
  },
  {
    slug: 'barcelona',
    name: 'Großer Preis von Barcelona-Katalonien',
    circuit: 'Circuit de Barcelona-Catalunya',
    city: 'Montmeló',
    country: 'Spanien',
    zone: 'Europe/Madrid',
    raceDay: '2026-06-14',
    laps: 66,
    sessions: standardWeekend('13:30', '17:00', '12:30', '16:00', '15:00'),
  },
  {
    slug: 'oesterreich',
    name: 'Großer Preis von Österreich',
    circuit: 'Red Bull Ring',
    city: 'Spielberg',
    country: 'Österreich',
    zone: 'Europe/Vienna',
    raceDay: '2026-06-28',
    laps: 71,
    sessions: standardWeekend('13:30', '17:00', '12:30', '16:00', '15:00'),
  },
  {
    slug: 'grossbritannien',
    name: 'Großer Preis von Großbritannien',
    circuit: 'Silverstone Circuit',
    city: 'Silverstone',
    country: 'Großbritannien',
    zone: 'Europe/London',
    raceDay: '2026-07-05',
    laps: 52,
    sprint: true,
    sessions: sprintWeekend('12:30', '16:30', '12:00', '16:00', '15:00'),
  },
  {
    slug: 'belgien',
    name: 'Großer Preis von Belgien',
    circuit: 'Circuit de Spa-Francorchamps',
    city: 'Stavelot',
    country: 'Belgien',
    zone: 'Europe/Brussels',
    raceDay: '2026-07-19',
    laps: 44,
    sessions: standardWeekend('13:30', '17:00', '12:30', '16:00', '15:00'),
  },
  {
    slug: 'ungarn',
    name: 'Großer Preis von Ungarn',
    circuit: 'Hungaroring',
    city: 'Mogyoród',
    country: 'Ungarn',
    zone: 'Europe/Budapest',
    raceDay: '2026-07-26',
    laps: 70,
    sessions: standardWeekend('13:30', '17:00', '12:30', '16:00', '15:00'),
  },
  {
    slug: 'niederlande',
    name: 'Großer Preis der Niederlande',
    circuit: 'Circuit Zandvoort',
    city: 'Zandvoort',
    country: 'Niederlande',
    zone: 'Europe/Amsterdam',
    raceDay: '2026-08-23',
    laps: 72,
    sprint: true,
    sessions: sprintWeekend('12:30', '16:30', '12:00', '16:00', '15:00'),
  },
  {
    slug: 'italien',
    name: 'Großer Preis von Italien',
    circuit: 'Autodromo Nazionale Monza',
    city: 'Monza',
    country: 'Italien',
    zone: 'Europe/Rome',
    raceDay: '2026-09-06',
    laps: 53,
    sessions: standardWeekend('13:30', '17:00', '12:30', '16:00', '15:00'),
  },
  {
    slug: 'spanien',
    name: 'Großer Preis von Spanien',
    circuit: 'Madring',
    city: 'Madrid',
    country: 'Spanien',
    zone: 'Europe/Madrid',
    raceDay: '2026-09-13',
    laps: 57,
    sessions: standardWeekend('13:30', '17:00', '12:30', '16:00', '15:00'),
  },
  // Baku races on a Saturday in 2026: the weekend runs Thursday to Saturday.
  {
    slug: 'aserbaidschan',
    name: 'Großer Preis von Aserbaidschan',
    circuit: 'Baku City Circuit',
    city: 'Baku',
    country: 'Aserbaidschan',
    zone: 'Asia/Baku',
    raceDay: '2026-09-26',
    laps: 51,
    sessions: standardWeekend('12:30', '16:00', '12:30', '16:00', '15:00'),
  },
  {
    slug: 'singapur',
    name: 'Großer Preis von Singapur',
    circuit: 'Marina Bay Street Circuit',
    city: 'Singapur',
    country: 'Singapur',
    zone: 'Asia/Singapore',
    raceDay: '2026-10-11',
    laps: 62,
    sprint: true,
    sessions: sprintWeekend('16:30', '20:30', '17:00', '21:00', '20:00'),
  },
  {
    slug: 'usa',
    name: 'Großer Preis der USA',
    circuit: 'Circuit of the Americas',
    city: 'Austin',
    country: 'USA',
    zone: 'America/Chicago',
    raceDay: '2026-10-25',
    laps: 56,
    sessions: standardWeekend('12:30', '16:00', '12:30', '16:00', '14:00'),
  },
  {
    slug: 'mexiko',
    name: 'Großer Preis von Mexiko-Stadt',
    circuit: 'Autódromo Hermanos Rodríguez',
    city: 'Mexiko-Stadt',
    country: 'Mexiko',
    zone: 'America/Mexico_City',
    raceDay: '2026-11-01',
    laps: 71,
    sessions: standardWeekend('12:30', '16:00', '11:30', '15:00', '14:00'),
  },
  {
    slug: 'brasilien',
    name: 'Großer Preis von São Paulo',
    circuit: 'Autódromo José Carlos Pace',
    city: 'São Paulo',
    country: 'Brasilien',
    zone: 'America/Sao_Paulo',
    raceDay: '2026-11-08',
    laps: 71,
    sessions: standardWeekend('11:30', '15:00', '11:30', '15:00', '14:00'),
  },
  // Las Vegas races on Saturday night: Sunday morning in German time.
  {
    slug: 'las-vegas',
    name: 'Großer Preis von Las Vegas',
    circuit: 'Las Vegas Strip Circuit',
    city: 'Las Vegas',
    country: 'USA',
    zone: 'America/Los_Angeles',
    raceDay: '2026-11-21',
    laps: 50,
    sessions: standardWeekend('18:30', '22:00', '18:30', '22:00', '22:00'),
  },
  {
    slug: 'katar',
    name: 'Großer Preis von Katar',
    circuit: 'Lusail International Circuit',
    city: 'Lusail',
    country: 'Katar',
    zone: 'Asia/Qatar',
    raceDay: '2026-11-29',
    laps: 57,
    sessions: standardWeekend('16:30', '20:00', '17:30', '21:00', '19:00'),
  },
  {
    slug: 'abu-dhabi',
    name: 'Großer Preis von Abu Dhabi',
    circuit: 'Yas Marina Circuit',
    city: 'Abu Dhabi',
    country: 'Vereinigte Arabische Emirate',
    zone: 'Asia/Dubai',
    raceDay: '2026-12-06',
    laps: 58,
    sessions: standardWeekend('13:30', '17:00', '14:30', '18:00', '17:00'),
  },
];

/** Generated driver names (demo data, no real person): 20 drivers in 10 teams. */
export const DEMO_DRIVERS: readonly { driver: string; team: string; code: string }[] = [
  { driver: 'Lukas Brenner', team: 'Aurora Racing', code: 'BRE' },
  { driver: 'Matteo Salvi', team: 'Aurora Racing', code: 'SAL' },
  { driver: 'Jonas Kessler', team: 'Nordwind F1', code: 'KES' },
  { driver: 'Oliver Hart', team: 'Nordwind F1', code: 'HAR' },
  { driver: 'Théo Marchand', team: 'Vélo Rouge', code: 'MAR' },
  { driver: 'Diego Ortega', team: 'Vélo Rouge', code: 'ORT' },
  { driver: 'Finn Albrecht', team: 'Silberpfeil Demo', code: 'ALB' },
  { driver: 'Kenji Morita', team: 'Silberpfeil Demo', code: 'MOR' },
  { driver: 'Sam Whitlock', team: 'Greenline GP', code: 'WHI' },
  { driver: 'Emil Lindqvist', team: 'Greenline GP', code: 'LIN' },
  { driver: 'Rafael Costa', team: 'Azul Motorsport', code: 'COS' },
  { driver: 'Noah Becker', team: 'Azul Motorsport', code: 'BEC' },
  { driver: 'Arjun Mehta', team: 'Falcon Works', code: 'MEH' },
  { driver: 'Pierre Dubois', team: 'Falcon Works', code: 'DUB' },
  { driver: 'Tomás Novák', team: 'Comet Racing', code: 'NOV' },
  { driver: 'Liam O’Connor', team: 'Comet Racing', code: 'OCO' },
  { driver: 'Hugo Vermeulen', team: 'Polar Grand Prix', code: 'VER' },
  { driver: 'Max Steiner', team: 'Polar Grand Prix', code: 'STE' },
  { driver: 'Yuki Tanabe', team: 'Kite Racing', code: 'TAN' },
  { driver: 'Carlos Rivera', team: 'Kite Racing', code: 'RIV' },
];
