import { format, resolveConfig } from 'prettier';
import type { ConfigField, ConfigSchema } from '../src/kit/config-schema.ts';
import type { WidgetMeta } from '../src/kit/widget-meta.ts';
import { exampleMountPoint } from '../widgets/catalogue.ts';

/**
 * The README's widget reference, written from each widget's `meta.ts` so the two cannot drift. It
 * replaces what stands between the markers; the rest of README.md is left as written by hand.
 */
export const START = '<!-- widgets:start -->';
export const END = '<!-- widgets:end -->';

/** Text for a Markdown table cell: a `|` would end the cell. */
const cell = (text: string) => text.replaceAll('|', '\\|');
/** Inline code that survives backticks in the text (CommonMark: a longer fence around them). */
const code = (text: string) => {
  const fence = '`'.repeat(Math.max(0, ...[...text.matchAll(/`+/g)].map(([run]) => run.length)) + 1);
  return fence.length > 1 ? `${fence} ${text} ${fence}` : `\`${text}\``;
};

/** A config field's type as the README says it: 'whole number of milliseconds, 1–60000'. */
function typeOf(field: ConfigField): string {
  if (field.type == 'string')
    return field.pattern ? `string matching ${code(String(field.pattern))}` : 'string';
  if (field.type != 'number') return field.type;
  const range =
    field.min !== undefined && field.max !== undefined
      ? `, ${field.min}–${field.max}`
      : field.min !== undefined
        ? `, at least ${field.min}`
        : field.max !== undefined
          ? `, at most ${field.max}`
          : '';
  return `${field.whole ? 'whole number' : 'number'}${field.unit ? ` of ${field.unit}` : ''}${range}`;
}

/** One row per field of a config section, nested objects flattened to `paywall.provider.name`. */
function configRows(fields: ConfigSchema, path: string): string[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    if (field.type == 'object') return configRows(field.fields, `${path}${key}.`);
    const fallback =
      'required' in field && field.required
        ? 'required'
        : field.default === undefined
          ? 'none'
          : code(JSON.stringify(field.default));
    return [
      `| ${code(path + key)} | ${cell(typeOf(field))} | ${cell(fallback)} | ${cell(field.description)} |`,
    ];
  });
}

function configSection(meta: WidgetMeta): string[] {
  const { section, core = [] } = meta.config;
  const lines = core.length ? [`- Core config fields: ${core.map(code).join(', ')}`] : [];
  if (!section) return [...lines, '- Config section: none'];
  return [
    ...lines,
    `- Config section \`${section.name}\` of \`#kiosk-config\` (a wrong field is reported and gets its default):`,
    '',
    '| config field | type | default | description |',
    '| --- | --- | --- | --- |',
    ...configRows(section.fields, `${section.name}.`),
  ];
}

function reference(meta: WidgetMeta): string {
  const props = Object.entries(meta.props);
  const lines = [
    `### \`${meta.name}\``,
    '',
    meta.summary,
    '',
    `- Default trigger: \`${meta.trigger}\` (a mount point's \`data-load\` overrides it)`,
    `- Fallback server markup: ${meta.fallback ? code(meta.fallback) : 'none; the mount point may stay empty'}`,
    ...configSection(meta),
    '',
  ];
  const table = props.length
    ? [
        '| prop | type | required | description |',
        '| --- | --- | --- | --- |',
        ...props.map(
          ([name, spec]) =>
            `| \`${name}\` | ${spec.type} | ${spec.required ? 'yes' : 'no'} | ${cell(spec.description)} |`,
        ),
      ]
    : ['No props.'];
  // A fence longer than any backtick run in the markup, so the example cannot end it.
  const fence = '`'.repeat(
    Math.max(2, ...[...exampleMountPoint(meta).matchAll(/`+/g)].map(([run]) => run.length)) + 1,
  );
  return [
    ...lines,
    ...table,
    '',
    'Example mount point:',
    '',
    `${fence}html`,
    exampleMountPoint(meta),
    fence,
  ].join('\n');
}

/** The section between the markers: the table of all widgets, then one reference per widget. */
export function renderWidgetReference(widgets: readonly WidgetMeta[]): string {
  return [
    '| `data-widget` | what it is | default trigger |',
    '| --- | --- | --- |',
    ...widgets.map((meta) => `| \`${meta.name}\` | ${cell(meta.summary)} | ${meta.trigger} |`),
    '',
    ...widgets.map(reference).join('\n\n').split('\n'),
  ].join('\n');
}

/** README.md with the widget section rewritten, formatted as `npm run lint` expects it. */
export async function updateReadme(readme: string, widgets: readonly WidgetMeta[], file: string) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${START} … ${END}`);
  const updated =
    readme.slice(0, start + START.length) +
    '\n\n' +
    renderWidgetReference(widgets) +
    '\n\n' +
    readme.slice(end);
  return format(updated, { ...(await resolveConfig(file)), filepath: file });
}
