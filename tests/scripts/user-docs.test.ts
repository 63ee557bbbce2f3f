// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const USER_DOCS = [
  'README.md',
  ...readdirSync(`${root}docs`)
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** 'spec 5.2', 'Spec 2.8's', 'spec 1': the product spec's sections, which no reader of the repository has. */
const SPEC_CITATION = /\bspec\s+\d/i;

describe('user docs', () => {
  it.each(USER_DOCS)('%s says what Kiosk does without citing spec sections', (file) => {
    const cited = readFileSync(`${root}${file}`, 'utf8')
      .split('\n')
      .map((line, index) => `${index + 1}: ${line}`)
      .filter((line) => SPEC_CITATION.test(line));
    expect(cited).toEqual([]);
  });
});
