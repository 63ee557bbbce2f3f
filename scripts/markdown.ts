/** Small Markdown writers the generated docs share. */

/** Text for a Markdown table cell: a `|` would end the cell, a line break the row. */
export const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** Inline code that survives backticks in the text (CommonMark: a longer fence around them). */
export const code = (text: string) => {
  const fence = '`'.repeat(Math.max(0, ...[...text.matchAll(/`+/g)].map(([run]) => run.length)) + 1);
  return fence.length > 1 ? `${fence} ${text} ${fence}` : `\`${text}\``;
};

/** A table: a header row, the rule, one row per entry. */
export const table = (header: readonly string[], rows: ReadonlyArray<readonly string[]>) => [
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
];

/** The markers around a generated part of a hand-written Markdown file. */
export const markers = (name: string) => ({ start: `<!-- ${name}:start -->`, end: `<!-- ${name}:end -->` });

/** `text` with what stands between the markers `name` replaced by `content`; throws without them. */
export function replaceGenerated(text: string, name: string, content: string, file: string): string {
  const { start, end } = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} needs the markers ${start} … ${end}`);
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`;
}
