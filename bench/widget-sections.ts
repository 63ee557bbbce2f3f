import { existsSync } from 'node:fs';
import type { Hono } from 'hono';
import type { Browser } from 'playwright-core';
import { WIDGETS } from '../widgets/catalogue.ts';

/** What a section's measurement gets from `bench/run.ts`. */
export interface BenchContext {
  browser: Browser;
  /** The demo host the bench serves, with every section's `serve` routes added. */
  origin: string;
  runs: number;
  /** The build being measured. */
  dist: string;
}

/** A widget's scenario in `npm run bench`: `bench/<widget>.ts` exports it as `section`. */
export interface BenchSection {
  /** Routes the scenario needs on the demo app (its bench page), added before the server starts. */
  serve?(app: Hono): void;
  /** Measures and returns the report section: Markdown under its own `## ` heading. */
  measure(context: BenchContext): Promise<string>;
}

/**
 * The widgets' bench sections, found by convention: `bench/<name>.ts` for each widget in the catalogue
 * that has one, in catalogue order. A file by a widget's name that exports no `section` is an error.
 */
export async function widgetBenchSections(): Promise<Array<{ name: string; section: BenchSection }>> {
  const names = WIDGETS.map(({ name }) => name).filter((name) =>
    existsSync(new URL(`./${name}.ts`, import.meta.url)),
  );
  return Promise.all(
    names.map(async (name) => {
      const { section } = (await import(`./${name}.ts`)) as { section?: BenchSection };
      if (!section) throw new Error(`bench/${name}.ts exports no \`section\` (bench/widget-sections.ts)`);
      return { name, section };
    }),
  );
}
