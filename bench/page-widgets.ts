import { WIDGETS } from '../widgets/catalogue.ts';

/**
 * The widgets a page's HTML mounts on load, and those that wait until scrolled to (`visible`, by
 * `data-load` or by the widget's default trigger). Read from the rendered HTML, as the loader reads it.
 */
export function pageWidgets(html: string): { initial: string[]; later: string[] } {
  const initial = new Set<string>();
  const later = new Set<string>();
  for (const match of html.matchAll(/<[a-z]+\b[^>]*\bdata-widget="([a-z-]+)"[^>]*>/g)) {
    const [tag, name = ''] = match;
    const trigger =
      /\bdata-load="([^"]+)"/.exec(tag)?.[1] ?? WIDGETS.find((meta) => meta.name == name)?.trigger ?? 'idle';
    (trigger == 'visible' || trigger == 'interaction' ? later : initial).add(name);
  }
  return { initial: [...initial], later: [...later].filter((name) => !initial.has(name)) };
}
