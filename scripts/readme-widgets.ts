import { format, resolveConfig } from 'prettier';
import type { ConfigField, ConfigSchema } from '../src/kit/config-schema.ts';
import type { WidgetMeta } from '../src/kit/widget-meta.ts';
import { exampleMountPoint } from '../widgets/catalogue.ts';
import { callName } from './backend-contracts.ts';
import { cell, code, markers, replaceGenerated } from './markdown.ts';

/**
 * The widget reference of README.md and docs/integration.md, written from each widget's `meta.ts` so
 * the two cannot drift. It replaces what stands between the markers; the rest of each file is left as
 * written by hand.
 */
export const { start: START, end: END } = markers('widgets');

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

function reference(meta: WidgetMeta, { level, contracts }: ReferencePlace): string {
  const props = Object.entries(meta.props);
  const lines = [
    `${level} \`${meta.name}\``,
    '',
    meta.summary,
    '',
    `- Default trigger: \`${meta.trigger}\` (a mount point's \`data-load\` overrides it)`,
    `- Fallback server markup: ${meta.fallback ? code(meta.fallback) : 'none; the mount point may stay empty'}`,
    ...configSection(meta),
    meta.calls?.length
      ? `- Backend calls (contracts ${contracts}): ${meta.calls.map((call) => code(callName(call))).join(', ')}`
      : '- Backend calls: none to the platform API',
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

/** Where a reference stands: its heading level, and where its readers find the backend contracts. */
export interface ReferencePlace {
  level: string;
  contracts: string;
}

const IN_README: ReferencePlace = { level: '###', contracts: 'in docs/integration.md' };

/** The section between the markers: the table of all widgets, then one reference per widget. */
export function renderWidgetReference(widgets: readonly WidgetMeta[], place = IN_README): string {
  return [
    '| `data-widget` | what it is | default trigger |',
    '| --- | --- | --- |',
    ...widgets.map((meta) => `| \`${meta.name}\` | ${cell(meta.summary)} | ${meta.trigger} |`),
    '',
    ...widgets
      .map((meta) => reference(meta, place))
      .join('\n\n')
      .split('\n'),
  ].join('\n');
}

/** README.md with the widget section rewritten, formatted as `npm run lint` expects it. */
export async function updateReadme(readme: string, widgets: readonly WidgetMeta[], file: string) {
  const updated = replaceGenerated(readme, 'widgets', renderWidgetReference(widgets), file);
  return format(updated, { ...(await resolveConfig(file)), filepath: file });
}
