import type { TrainingPlan } from './seed.ts';

/** PDF's standard fonts speak WinAnsi; the plan's German needs only these letters beyond ASCII. */
const WIN_ANSI: Readonly<Record<string, string>> = {
  ä: '\\344',
  ö: '\\366',
  ü: '\\374',
  Ä: '\\304',
  Ö: '\\326',
  Ü: '\\334',
  ß: '\\337',
  '–': '\\226',
  '€': '\\200',
};

const pdfText = (text: string) =>
  text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, (char) => WIN_ANSI[char] ?? '?');

/** One page of text lines, top to bottom, as a PDF content stream. */
const pageContent = (lines: readonly string[]) =>
  [
    'BT /F1 12 Tf 56 780 Td 16 TL',
    ...lines.map((line, index) => `${index == 0 ? '' : 'T* '}(${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');

/** What each week of a plan holds: easy at first, then harder, the last week tapering. */
function weekLines(plan: TrainingPlan, week: number): string[] {
  const load = week == plan.weeks ? 'locker, vor dem Ziel' : week % 4 == 0 ? 'Erholungswoche' : 'Aufbau';
  return [
    `Woche ${week} (${load})`,
    ...Array.from(
      { length: plan.daysPerWeek },
      (_, day) => `  Tag ${day + 1}: ${30 + ((week + day) % 4) * 10} Minuten ${plan.goal}`,
    ),
  ];
}

/**
 * A small, valid PDF of a plan: a title page and its weeks, four to a page. `sample` gives only the
 * title page and the first week (the sample page shown before buying).
 */
export function planPdf(plan: TrainingPlan, { sample = false } = {}): string {
  const title = [
    `Trainingsplan: ${plan.title}`,
    `Niveau: ${plan.level}`,
    `${plan.weeks} Wochen, ${plan.daysPerWeek} Trainingstage pro Woche`,
    ...(plan.targetTime ? [`Zielzeit: ${plan.targetTime}`] : []),
    ...(sample ? ['', 'Leseprobe', ...weekLines(plan, 1)] : []),
  ];
  const weeks = sample ? [] : Array.from({ length: plan.weeks }, (_, index) => weekLines(plan, index + 1));
  const pages = [title];
  for (let start = 0; start < weeks.length; start += 4) pages.push(weeks.slice(start, start + 4).flat());

  // Objects: 1 catalog, 2 page tree, 3 font, then a page and its content per page.
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${4 + index * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  for (const [index, lines] of pages.entries()) {
    const content = pageContent(lines);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}
