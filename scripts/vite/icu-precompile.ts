import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * Build-time ICU: every message group (`defineMessages({ id: { zh: '…', en: '…' } })`, src/i18n)
 * ships pre-parsed, as the AST `@formatjs/intl` formats directly, so the client bundle can use the
 * parser-less build of `@formatjs/icu-messageformat-parser` (see `icuNoParserAlias`): about 7 kB
 * gzip less on /login (docs/performance.md, figure 1). Dev server and unit tests keep the strings
 * and the full parser; tests/unit/i18n-precompiled.test.ts builds the shipped form and checks it
 * renders exactly what the strings do.
 *
 * Only static strings can be compiled: a message that is not a string literal (or a template
 * without `${}`) fails the build instead of shipping something the parser-less runtime cannot read.
 */

const LOCALE_OF: Record<string, string> = { zh: 'zh-CN', en: 'en-US' };

/** The AST the runtime would have parsed for this message (same options as intl-messageformat). */
export function compileMessage(message: string, language: string): MessageFormatElement[] {
  const tag = LOCALE_OF[language];
  if (!tag) throw new Error(`unknown message language '${language}'`);
  return parse(message, { locale: new Intl.Locale(tag) });
}

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

function keyName(node: Node): string | undefined {
  const key = node.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

function staticString(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return ((node.quasis as Node[])[0].value as { cooked: string }).cooked;
  }
  return undefined;
}

/**
 * Replaces the zh / en strings of every `defineMessages({...})` call in a module (already plain
 * JavaScript) with their ASTs. `parseProgram` is the bundler's parser (ESTree, UTF-16 offsets).
 */
export function precompileMessageModule(code: string, id: string, parseProgram: (code: string) => unknown): string {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of walk(parseProgram(code))) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    if (callee.type !== 'Identifier' || callee.name !== 'defineMessages') continue;
    const [arg] = node.arguments as Node[];
    if (arg?.type !== 'ObjectExpression') throw new Error(`${id}: defineMessages() wants an object literal`);
    for (const entry of arg.properties as Node[]) {
      const msgId = entry.type === 'Property' ? keyName(entry) : undefined;
      const value = entry.value as Node | undefined;
      if (!msgId || value?.type !== 'ObjectExpression') throw new Error(`${id}: every message is 'id': { zh: '…', en: '…' }`);
      for (const lang of value.properties as Node[]) {
        const language = lang.type === 'Property' ? keyName(lang) : undefined;
        const text = staticString(lang.value as Node);
        if (!language || text === undefined) throw new Error(`${id}: ${msgId}: zh and en must be static strings`);
        const source = code.slice((lang.value as Node).start, (lang.value as Node).end);
        if (!/^(['"`])[^]*\1$/.test(source)) throw new Error(`${id}: ${msgId}: the parser's offsets do not match the source`);
        edits.push({ start: (lang.value as Node).start, end: (lang.value as Node).end, text: JSON.stringify(compileMessage(text, language)) });
      }
    }
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** Client builds only: the dev server and vitest keep string messages and the full parser. */
export function icuPrecompile(): Plugin {
  return {
    name: 'drama:icu-precompile',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]) || !code.includes('defineMessages(')) return null;
      return { code: precompileMessageModule(code, id, (c) => this.parse(c)), map: null };
    },
  };
}

/**
 * With every message compiled, the client needs only the parser's types and helpers:
 * `@formatjs/icu-messageformat-parser/no-parser.js` (its `parse` throws).
 */
export const icuNoParserAlias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
