/**
 * drama/no-cycle: no file of src/ may reach itself again through its imports. Every import
 * counts (static, type-only, re-exports, and dynamic `import('…')` with a literal specifier): a
 * cycle through a lazy import or a type is still a circle in the structure, and the next
 * person cannot tell which side is below the other. Break a cycle by moving what both sides need
 * into the lower one, or into a module of its own.
 *
 * How: the first time a file is linted, the rule reads its imports and those of every file they
 * reach (from the disk, by a light scan of the import statements; specifiers are resolved as in
 * drama/layers), then looks for the shortest path from any of the file's imports back to it. A
 * cycle is reported on every file of it, at the import that starts it. The scan is cached by
 * file and modification time, so a whole-project run reads each file once.
 */
import fs from 'node:fs';
import { locate, resolveToSrc, srcRootOf } from './layers.js';

/** Import specifiers of a file's text: `import … from '…'`, `export … from '…'`, `import '…'`, `import('…')`, `require('…')`. */
const SPECIFIER = /(?:\bimport\s*(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?|\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)(['"`])([^'"`\n]+)\1/g;

/** Comments and strings that are not specifiers could hold import-like text: comments are dropped first. */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

/** @type {Map<string, { mtime: number, deps: string[] }>} src-relative path → its imports (src-relative files) */
const cache = new Map();

/**
 * The src files a file imports (src-relative, with extension), read from the disk.
 * @param {string} rel
 * @param {string} srcRoot
 */
function depsOf(rel, srcRoot) {
  const file = srcRoot + rel;
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const hit = cache.get(rel);
  if (hit && hit.mtime === stat.mtimeMs) return hit.deps;
  const text = withoutComments(fs.readFileSync(file, 'utf8'));
  const deps = new Set();
  for (const m of text.matchAll(SPECIFIER)) {
    const target = resolveToSrc(m[2], file, srcRoot);
    if (target === null) continue;
    const found = locate(target, srcRoot);
    if (/\.(tsx?|jsx?)$/.test(found) && found !== rel) deps.add(found);
  }
  const list = [...deps].sort();
  cache.set(rel, { mtime: stat.mtimeMs, deps: list });
  return list;
}

/**
 * The shortest cycle through `start`, as the list of files from `start` back to it, or null.
 * @param {string} start
 * @param {string} srcRoot
 */
export function cycleThrough(start, srcRoot) {
  /** @type {Map<string, string>} file → the file it was reached from */
  const from = new Map();
  const queue = [];
  for (const dep of depsOf(start, srcRoot)) {
    if (dep === start) return [start, start];
    if (!from.has(dep)) {
      from.set(dep, start);
      queue.push(dep);
    }
  }
  while (queue.length) {
    const file = /** @type {string} */ (queue.shift());
    for (const dep of depsOf(file, srcRoot)) {
      if (dep === start) {
        const path = [file];
        for (let at = file; from.get(at) !== start; ) {
          at = /** @type {string} */ (from.get(at));
          path.unshift(at);
        }
        return [start, ...path, start];
      }
      if (!from.has(dep)) {
        from.set(dep, file);
        queue.push(dep);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse import cycles between the files of src/ (static, type-only and dynamic imports alike).' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{path}}. Move what both sides need into the lower one (or a module of its own).',
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename?.();
    if (!filename) return {};
    const srcRoot = srcRootOf(filename);
    if (!srcRoot) return {};
    const rel = filename.replace(/\\/g, '/').slice(srcRoot.length);
    return {
      Program(node) {
        const cycle = cycleThrough(rel, srcRoot);
        if (!cycle) return;
        const next = cycle[1];
        /** The import statement that starts the cycle, when it can be found; else the file. */
        let at = /** @type {import('estree').Node} */ (node);
        for (const statement of node.body) {
          const source = /** @type {{ source?: { value?: unknown } }} */ (statement).source;
          if (typeof source?.value !== 'string') continue;
          const target = resolveToSrc(source.value, filename, srcRoot);
          if (target !== null && locate(target, srcRoot) === next) {
            at = statement;
            break;
          }
        }
        context.report({ node: at, messageId: 'cycle', data: { path: cycle.map((f) => `src/${f}`).join(' → ') } });
      },
    };
  },
};

export default noCycle;
