/** One visible character for the cut: its text, how many characters it counts, and what comes before it. */
export interface CutUnit {
  text: string;
  width: number;
  /** A line break or a block's edge comes before it, so it starts a word whatever the text says. */
  afterBreak: boolean;
}

const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;
const WHITESPACE = /^\s+$/u;

function splitsWord(before: CutUnit | undefined, after: CutUnit | undefined): boolean {
  if (after?.afterBreak) return false;
  const last = Array.from(before?.text ?? '').at(-1) ?? '';
  const first = Array.from(after?.text ?? '')[0] ?? '';
  return WORD_CHARACTER.test(last) && WORD_CHARACTER.test(first);
}

/**
 * How many units to keep when `units` are cut to `length` visible characters, or undefined when all
 * fit. The one cut rule of `shorten` (HTML) and `shortenText` (plain text): the last place within the
 * limit that does not split a word (a run of letters, digits and combining marks); a word is cut only
 * when the first alone is longer than the limit. Whitespace before the cut is dropped.
 */
export function cutPoint(units: readonly CutUnit[], length: number): number | undefined {
  const limit = Math.max(0, Math.floor(length));
  let fitting = 0;
  let width = 0;
  for (const unit of units) {
    if (width + unit.width > limit) break;
    width += unit.width;
    fitting++;
  }
  if (fitting === units.length) return undefined;

  let boundary = fitting;
  while (boundary > 0 && splitsWord(units[boundary - 1], units[boundary])) boundary--;
  let kept = boundary > 0 ? boundary : fitting;
  while (kept > 0 && WHITESPACE.test(units[kept - 1]?.text ?? '')) kept--;
  return kept;
}
