import ts from 'typescript';
import type { Plugin } from 'vite';

/** The fields of a widget's meta.ts that only Node tools read (README, demo index, size budget, house tests); never the browser. */
const DOC_FIELDS = new Set(['summary', 'description', 'config', 'fallback', 'example', 'budget', 'backend']);

/**
 * Build time only: drops the documentation fields from each `widgets/<name>/meta.ts` in the browser
 * bundle. `defineWidget` needs only the name and the props' types; the summary, German description,
 * config list, fallback markup and every prop's description are for the README and the demo index,
 * and would otherwise ship in each widget's body (about 300 B gzip for a small widget).
 */
export function metaDocsOnlyInNode(): Plugin {
  return {
    name: 'kiosk-meta-docs-only-in-node',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]widgets[\\/][a-z0-9-]+[\\/]meta\.ts$/ },
      handler(code, id) {
        return { code: withoutDocs(code, id), map: null };
      },
    },
  };
}

/** The source with every documentation property of the `defineMeta({…})` literal cut out. */
export function withoutDocs(code: string, file = 'meta.ts'): string {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const cuts: Array<[number, number]> = [];
  const cutDocs = (literal: ts.ObjectLiteralExpression, nested: (value: ts.Expression) => void) => {
    for (const property of literal.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const key = property.name.getText(source).replace(/^['"]|['"]$/g, '');
      if (DOC_FIELDS.has(key)) cuts.push([property.getFullStart(), fullEnd(property)]);
      else nested(property.initializer);
    }
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.getText(source) == 'defineMeta' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      cutDocs(node.arguments[0], (value) => {
        if (!ts.isObjectLiteralExpression(value)) return;
        // props: { id: { type, required, description } } — keep type and required.
        for (const prop of value.properties)
          if (ts.isPropertyAssignment(prop) && ts.isObjectLiteralExpression(prop.initializer))
            cutDocs(prop.initializer, () => undefined);
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (cuts.length == 0) throw new Error(`${file}: no defineMeta({…}) documentation fields found`);
  let result = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0]))
    result = result.slice(0, start) + result.slice(end);
  return result;

  /** A property's end including its trailing comma, so the literal stays valid. */
  function fullEnd(property: ts.ObjectLiteralElementLike): number {
    const after = property.getEnd();
    return code[after] == ',' ? after + 1 : after;
  }
}
