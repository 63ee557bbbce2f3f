import ts from 'typescript';
import type { Plugin } from 'vite';

/** The fields of a widget's meta.ts that only Node tools read (README, demo index, size budget, house tests); never the browser. */
const DOC_FIELDS = new Set(['summary', 'description', 'fallback', 'example', 'budget', 'backend', 'calls']);

/** Where `defineMeta` and `defineConfigSection` literals live. */
const SOURCES = /[\\/](widgets|features)[\\/].+\.ts$/;
const META = /[\\/]widgets[\\/][a-z0-9-]+[\\/]meta\.ts$/;

/**
 * Build time only: drops the documentation from each `widgets/<name>/meta.ts` and from every config
 * schema (`defineConfigSection`, in a meta.ts or a feature's settings) in the browser bundle.
 * `defineWidget` needs only the name and the props' types, `readConfigSection` only the fields' types,
 * ranges and defaults; the summary, German description, fallback markup, the core config list and every
 * prop's and config field's description are for the README and the demo index, and would otherwise
 * ship in each widget's body (about 300 B gzip for a small widget). A feature's shared config section
 * that a meta only names goes too: its feature reads it.
 */
export function metaDocsOnlyInNode(): Plugin {
  return {
    name: 'kiosk-meta-docs-only-in-node',
    apply: 'build',
    transform: {
      filter: { id: SOURCES },
      handler(code, id) {
        if (META.test(id)) return { code: withoutDocs(code, id), map: null };
        if (code.includes('defineConfigSection(')) return { code: withoutDocs(code, id, false), map: null };
        return null;
      },
    },
  };
}

const keyOf = (property: ts.PropertyAssignment, source: ts.SourceFile) =>
  property.name.getText(source).replace(/^['"]|['"]$/g, '');

/**
 * The source with every documentation property of the `defineMeta({…})` literal and of each
 * `defineConfigSection(…)` cut out. `isMeta` (a widget's meta.ts) insists on the `defineMeta` literal.
 */
export function withoutDocs(code: string, file = 'meta.ts', isMeta = true): string {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const cuts: Array<[number, number]> = [];
  let metaFound = false;
  const cut = (property: ts.ObjectLiteralElementLike) =>
    cuts.push([property.getFullStart(), fullEnd(property)]);
  const cutDocs = (
    literal: ts.ObjectLiteralExpression,
    nested: (key: string, value: ts.Expression) => void,
  ) => {
    for (const property of literal.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const key = keyOf(property, source);
      if (DOC_FIELDS.has(key)) cut(property);
      else nested(key, property.initializer);
    }
  };
  /** Every `description` at any depth of a config schema, also inside helper calls (`milliseconds({…})`). */
  const cutDescriptions = (node: ts.Node) => {
    // forEachChild stops at a truthy return, so neither branch returns a value.
    if (ts.isPropertyAssignment(node) && keyOf(node, source) == 'description') cut(node);
    else ts.forEachChild(node, cutDescriptions);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText(source) == 'defineConfigSection') {
      node.arguments.forEach(cutDescriptions);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.getText(source) == 'defineMeta' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      metaFound = true;
      cutDocs(node.arguments[0], (key, value) => {
        if (!ts.isObjectLiteralExpression(value)) return;
        // props: { id: { type, required, description } } — keep type and required.
        if (key == 'props')
          for (const prop of value.properties)
            if (ts.isPropertyAssignment(prop) && ts.isObjectLiteralExpression(prop.initializer))
              cutDocs(prop.initializer, () => undefined);
        // config: { section, core } — the core's fields are checked by the core. A section the meta
        // defines stays (the widget reads it as `meta.config.section`); one it only names, a feature's
        // shared section, is documentation here: the feature reads it in its own chunk, so the widget's
        // body need not bring it at mount (issue 22). tests/loader/meta-docs-plugin.test.ts checks
        // that no widget reads `meta.config` for a section it names.
        if (key == 'config')
          for (const part of value.properties)
            if (
              ts.isPropertyAssignment(part) &&
              (keyOf(part, source) == 'core' ||
                (keyOf(part, source) == 'section' && ts.isIdentifier(part.initializer)))
            )
              cut(part);
            else visit(part);
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (isMeta && !metaFound) throw new Error(`${file}: no defineMeta({…}) documentation fields found`);
  if (isMeta) cutDocOnlyImports();
  let result = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0]))
    result = result.slice(0, start) + result.slice(end);
  return result;

  /**
   * The imports only the cut fields used (`meta.calls`' contracts): without them the module would stay
   * in the graph, code-free, and give its name to a shared chunk.
   */
  function cutDocOnlyImports() {
    const isCut = (position: number) => cuts.some(([start, end]) => position >= start && position < end);
    const used = new Set<string>();
    const collect = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node)) return;
      if (ts.isIdentifier(node) && !isCut(node.getStart(source))) used.add(node.text);
      ts.forEachChild(node, collect);
    };
    collect(source);
    for (const statement of source.statements) {
      const names =
        statement.kind == ts.SyntaxKind.ImportDeclaration
          ? importedNames(statement as ts.ImportDeclaration)
          : [];
      if (names.length && names.every((name) => !used.has(name)))
        cuts.push([statement.getFullStart(), statement.getEnd()]);
    }
  }

  /** A property's end including its trailing comma, so the literal stays valid. */
  function fullEnd(property: ts.ObjectLiteralElementLike): number {
    const after = property.getEnd();
    return code[after] == ',' ? after + 1 : after;
  }
}

/** The local names an import declaration binds (none for a bare `import './x'`). */
function importedNames({ importClause }: ts.ImportDeclaration): string[] {
  if (!importClause) return [];
  const { name, namedBindings } = importClause;
  const bound = namedBindings
    ? ts.isNamespaceImport(namedBindings)
      ? [namedBindings.name.text]
      : namedBindings.elements.map((element) => element.name.text)
    : [];
  return [...(name ? [name.text] : []), ...bound];
}
