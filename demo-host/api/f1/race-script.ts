import type { TickerEntryKind } from '../../../features/f1/ticker-entry.ts';
import { DEMO_DRIVERS, type RoundSeed } from './seed.ts';

/**
 * A scripted race for the ticker replay (issue 30): generated demo data with generated driver names,
 * the same for the same round every time (seeded by its slug). About 300 entries: the build-up, the
 * start, a line per lap, overtakes, pit stops, yellow flags, a safety car, a VSC, sometimes a red flag,
 * penalties, the finish and the top-10 classification.
 */

export interface ScriptEntry {
  /** Milliseconds from lights out at 1× speed; the build-up is negative. */
  offsetMs: number;
  lap: number;
  kind: TickerEntryKind;
  important: boolean;
  text: string;
  /** The order of all 20 cars (indices into DEMO_DRIVERS) after this entry. */
  order: number[];
}

export const LAP_MS = 90_000;
/** How many entries a race script has, roughly. */
export const SCRIPT_SIZE = 300;

/** mulberry32 over a string hash: a small deterministic generator, so a round replays identically. */
function randomFor(seed: string) {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const surname = (index: number) => DEMO_DRIVERS[index]?.driver.split(' ').slice(1).join(' ') ?? '?';

export function raceScript(round: RoundSeed): ScriptEntry[] {
  const random = randomFor(round.slug);
  const pick = (max: number) => Math.floor(random() * max);
  const order = DEMO_DRIVERS.map((_, index) => index).sort(() => random() - 0.5);
  const entries: ScriptEntry[] = [];
  const add = (offsetMs: number, lap: number, kind: TickerEntryKind, important: boolean, text: string) =>
    entries.push({ offsetMs, lap, kind, important, text, order: [...order] });

  const buildUp = [
    `Willkommen zum ${round.name} in ${round.city}!`,
    `${round.laps} Runden auf dem ${round.circuit} stehen an.`,
    `Pole-Position für ${surname(order[0] ?? 0)}, daneben ${surname(order[1] ?? 1)}.`,
    'Die Autos verlassen die Boxengasse zur Startaufstellung.',
    'Die Reifenwahl: die meisten Fahrer starten auf Medium.',
    'Die Nationalhymne ist verklungen.',
    'Einführungsrunde läuft.',
  ];
  buildUp.forEach((text, index) => add(-(buildUp.length - index) * 4 * 60_000, 0, 'info', false, text));
  add(0, 1, 'start', true, `Start! ${surname(order[0] ?? 0)} behauptet die Führung.`);

  const redFlagLap = random() < 0.3 ? 5 + pick(round.laps - 15) : -1;
  const safetyCarLap = 3 + pick(round.laps - 10);
  const vscLap = 2 + pick(round.laps - 6);
  const extrasPerLap = (SCRIPT_SIZE - entries.length - round.laps - 12) / round.laps;
  for (let lap = 1; lap <= round.laps; lap++) {
    const lapStart = (lap - 1) * LAP_MS;
    const at = (fraction: number) => Math.round(lapStart + fraction * LAP_MS);
    if (lap == safetyCarLap) {
      add(
        at(0.2),
        lap,
        'safety-car',
        true,
        `Safety-Car! ${surname(order[12 + pick(8)] ?? 0)} steht nach einem Dreher im Kies.`,
      );
      add(at(0.9), lap + 2, 'safety-car', true, 'Das Safety-Car kommt rein, das Rennen ist wieder frei.');
    }
    if (lap == vscLap) add(at(0.3), lap, 'vsc', true, 'Virtuelles Safety-Car: Trümmerteile auf der Strecke.');
    if (lap == redFlagLap)
      add(
        at(0.5),
        lap,
        'red-flag',
        true,
        'Rote Flagge! Das Rennen ist unterbrochen, die Autos fahren in die Box.',
      );
    const extras = Math.floor(extrasPerLap) + (random() < extrasPerLap % 1 ? 1 : 0);
    for (let extra = 0; extra < extras; extra++) {
      const fraction = (extra + 1) / (extras + 2);
      const roll = random();
      if (roll < 0.5) {
        const position = 1 + pick(order.length - 1);
        const [behind, ahead] = [order[position] ?? 0, order[position - 1] ?? 0];
        order[position - 1] = behind;
        order[position] = ahead;
        add(
          at(fraction),
          lap,
          'overtake',
          position == 1,
          position == 1
            ? `Führungswechsel! ${surname(behind)} geht an ${surname(ahead)} vorbei.`
            : `${surname(behind)} überholt ${surname(ahead)} und ist jetzt P${position}.`,
        );
      } else if (roll < 0.8 && lap > 8 && lap < round.laps - 5) {
        const position = pick(order.length);
        const seconds = (2 + random() * 1.5).toFixed(1).replace('.', ',');
        add(
          at(fraction),
          lap,
          'pit',
          false,
          `Boxenstopp für ${surname(order[position] ?? 0)}: ${seconds} s, auf harte Reifen.`,
        );
      } else if (roll < 0.93) {
        add(
          at(fraction),
          lap,
          'yellow',
          false,
          `Gelbe Flagge in Sektor ${1 + pick(3)}: ${surname(order[pick(order.length)] ?? 0)} neben der Strecke.`,
        );
      } else {
        add(
          at(fraction),
          lap,
          'penalty',
          true,
          `Strafe: 5 Sekunden für ${surname(order[pick(order.length)] ?? 0)} wegen Verlassens der Strecke.`,
        );
      }
    }
    if (lap < round.laps)
      add(
        at(0.98),
        lap,
        'info',
        false,
        `Runde ${lap}/${round.laps}: ${surname(order[0] ?? 0)} führt vor ${surname(order[1] ?? 1)} und ${surname(order[2] ?? 2)}.`,
      );
  }
  const finish = round.laps * LAP_MS;
  add(
    finish,
    round.laps,
    'finish',
    true,
    `Zieleinlauf! ${surname(order[0] ?? 0)} gewinnt den ${round.name}.`,
  );
  add(
    finish + 20_000,
    round.laps,
    'finish',
    true,
    `Podium: ${surname(order[0] ?? 0)}, ${surname(order[1] ?? 1)}, ${surname(order[2] ?? 2)}.`,
  );
  for (let position = 3; position < 10; position += 3)
    add(
      finish + 30_000 + position * 1000,
      round.laps,
      'info',
      false,
      `Dahinter: ${order
        .slice(position, position + 3)
        .map((index, at) => `P${position + at + 1} ${surname(index)}`)
        .join(', ')}.`,
    );
  return entries;
}

/** Seconds behind the leader, per position, at `lap`: a demo spread that grows over the race. */
export const gapSeconds = (position: number, lap: number, laps: number) =>
  position == 0 ? 0 : Math.round(position * (0.8 + (8 * lap) / laps) * 1000) / 1000;
