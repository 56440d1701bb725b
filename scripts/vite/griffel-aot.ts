import { resolveStyleRulesForSlots, shorthands, type GriffelStyle } from '@griffel/core';
import { tokens, typographyStyles } from '@fluentui/tokens';
import type { Plugin } from 'vite';

/**
 * Build-time Griffel for the console's own `makeStyles` calls: each becomes `__styles(classes,
 * cssRules)`, the form Fluent's own packages ship in, computed here in Node with the same
 * @griffel/core the browser runs. The browser then needs neither Griffel's style resolver
 * (stylis, rtl-css-js) nor the `tokens` object for them: about 9 kB gzip less on /login
 * (docs/performance.md, figure 1). The dev server and unit tests keep runtime `makeStyles`.
 *
 * A call is compiled when its argument is an expression over literals and the names below
 * (imported from '@fluentui/react-components', '@griffel/react' or '@griffel/core'); any other
 * call stays a runtime `makeStyles` and the build prints a warning naming it.
 */

const SOURCES = new Set(['@fluentui/react-components', '@griffel/react', '@griffel/core']);
/** What a style argument may use, by imported name. */
const SCOPE: Record<string, unknown> = { tokens, typographyStyles, shorthands };

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && key !== 'start' && key !== 'end' && typeof value === 'object') yield* walk(value);
  }
}

const importedName = (spec: Node) => {
  const imported = spec.imported as Node;
  return imported.type === 'Identifier' ? (imported.name as string) : String(imported.value);
};

export interface AotResult {
  code: string;
  compiled: number;
  skipped: { at: number; reason: string }[];
}

/** Compiles the `makeStyles({...})` calls of one module (plain JavaScript); see the file comment. */
export function compileStyles(code: string, parseProgram: (code: string) => unknown): AotResult {
  const program = parseProgram(code) as Node;
  const makeStylesNames = new Set<string>();
  const scope: Record<string, unknown> = {};
  for (const node of program.body as Node[]) {
    if (node.type !== 'ImportDeclaration' || !SOURCES.has((node.source as Node).value as string)) continue;
    for (const spec of node.specifiers as Node[]) {
      if (spec.type !== 'ImportSpecifier') continue;
      const name = importedName(spec);
      const local = (spec.local as Node).name as string;
      if (name === 'makeStyles') makeStylesNames.add(local);
      else if (name in SCOPE) scope[local] = SCOPE[name];
    }
  }
  const result: AotResult = { code, compiled: 0, skipped: [] };
  if (!makeStylesNames.size) return result;

  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    if (callee.type !== 'Identifier' || !makeStylesNames.has(callee.name as string)) continue;
    const args = node.arguments as Node[];
    if (args.length !== 1) {
      result.skipped.push({ at: node.start, reason: 'makeStyles() with other than one argument' });
      continue;
    }
    let styles: Record<string, GriffelStyle>;
    try {
      const source = code.slice(args[0].start, args[0].end);
      styles = new Function(...Object.keys(scope), `"use strict"; return (${source});`)(...Object.values(scope));
    } catch (error) {
      result.skipped.push({ at: node.start, reason: String(error) });
      continue;
    }
    const [classes, cssRules] = resolveStyleRulesForSlots(styles);
    edits.push({ start: node.start, end: node.end, text: `__dramaStyles(${JSON.stringify(classes)}, ${JSON.stringify(cssRules)})` });
  }
  if (!edits.length) return result;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  result.code = `import { __styles as __dramaStyles } from '@fluentui/react-components';\n${out}`;
  result.compiled = edits.length;
  return result;
}

export function griffelAot(): Plugin {
  return {
    name: 'drama:griffel-aot',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0];
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file) || !code.includes('makeStyles')) return null;
      const { code: out, compiled, skipped } = compileStyles(code, (c) => this.parse(c));
      for (const s of skipped) this.warn(`${file}: makeStyles at offset ${s.at} stays a runtime call: ${s.reason}`);
      return compiled ? { code: out, map: null } : null;
    },
  };
}
