/** `npm run docs`: rewrites the widget reference in README.md from the widgets' metadata. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WIDGETS } from '../widgets/catalogue.ts';
import { updateReadme } from './readme-widgets.ts';

const file = fileURLToPath(new URL('../README.md', import.meta.url));
const before = readFileSync(file, 'utf8');
const after = await updateReadme(before, WIDGETS, file);
if (after == before) console.info('README.md: the widget reference is up to date.');
else {
  writeFileSync(file, after);
  console.info(`README.md: widget reference rewritten (${WIDGETS.length} widgets).`);
}
