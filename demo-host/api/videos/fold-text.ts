/**
 * Search text folded so that case and the two ways of writing German umlauts meet (issue 29):
 * 'Kuehlbox', 'KÜHLBOX' and 'Kühlbox' all become 'kuehlbox'; other accents are dropped ('Škoda' →
 * 'skoda'), and runs of anything but letters and digits become one space.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
