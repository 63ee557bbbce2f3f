/**
 * `npm run docs`: rewrites the generated parts of README.md (the widget reference) and
 * docs/integration.md (widget reference, backend contracts, brand table) from the code that declares them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WIDGETS } from '../widgets/catalogue.ts';
import { updateIntegrationGuide } from './integration-guide.ts';
import { updateReadme } from './readme-widgets.ts';

const DOCS = [
  ['README.md', updateReadme],
  ['docs/integration.md', updateIntegrationGuide],
] as const;

for (const [name, update] of DOCS) {
  const file = fileURLToPath(new URL(`../${name}`, import.meta.url));
  const before = readFileSync(file, 'utf8');
  const after = await update(before, WIDGETS, file);
  if (after == before) console.info(`${name}: the generated parts are up to date.`);
  else {
    writeFileSync(file, after);
    console.info(`${name}: generated parts rewritten (${WIDGETS.length} widgets).`);
  }
}
