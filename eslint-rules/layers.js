/**
 * drama/layers: import boundaries between the layers of src/.
 *
 *   src/main.tsx          entry: may import anything
 *   src/app               assembles providers, router, page registry: may import anything
 *   src/features/<area>   one area each: may import lib, machines, i18n and its own area;
 *                         never another feature, never app, never mocks
 *   src/lib               shared code  } never import features, app or mocks
 *   src/machines          statecharts  }
 *   src/i18n              messages     }
 *   src/mocks             mock backend: may import mocks, lib and i18n only
 *
 * Import specifiers are resolved to a src-relative path: relative ones ('./x', '../x') against
 * the importing file, and the alias '@/x' to 'src/x'. Package imports are ignored. The src
 * folder is found from the file name itself (its last '/src/' segment), never from
 * process.cwd(), so the rule behaves the same in the editor, the CLI and RuleTester. Files not
 * under a src folder (tests/, scripts/, configs) are not checked: they may import anything.
 *
 * Static imports, type-only imports, re-exports (`export … from`), dynamic `import('…')`
 * and `import('…')` types all count.
 */
import path from 'node:path';

/**
 * @typedef {{ kind: 'main' | 'app' | 'feature' | 'lib' | 'machines' | 'mocks' | 'i18n' | 'other', area?: string }} Layer
 */

/** Forward slashes, whatever the platform. */
const slash = (/** @type {string} */ p) => p.replace(/\\/g, '/');

/**
 * The absolute src folder (with trailing '/') a file belongs to, or null when it is not under
 * one. Uses the last '/src/' segment so a checkout living under some other 'src' still works.
 * @param {string} filename
 */
export function srcRootOf(filename) {
  const file = slash(filename);
  const at = file.lastIndexOf('/src/');
  return at === -1 ? null : file.slice(0, at + '/src/'.length);
}

/**
 * The layer of a src-relative path such as 'features/auth/LoginPage.tsx' or 'lib/menu'.
 * @param {string} rel
 * @returns {Layer}
 */
export function layerOf(rel) {
  const parts = rel.split('/').filter(Boolean);
  const [top, second] = parts;
  if (parts.length === 1 && /^main(\.(tsx?|jsx?))?$/.test(top ?? '')) return { kind: 'main' };
  switch (top) {
    case 'app':
    case 'lib':
    case 'machines':
    case 'mocks':
    case 'i18n':
      return { kind: top };
    case 'features':
      // 'features/<area>/…'; a bare 'features' (an index barrel) still counts as the feature layer.
      return { kind: 'feature', area: parts.length > 1 ? second.replace(/\.(tsx?|jsx?)$/, '') : undefined };
    default:
      return { kind: 'other' };
  }
}

/** Human-readable layer name used in messages: 'src/features/auth', 'src/lib', … */
function nameOf(/** @type {Layer} */ layer) {
  if (layer.kind === 'main') return 'src/main.tsx';
  if (layer.kind === 'feature') return layer.area ? `src/features/${layer.area}` : 'src/features';
  if (layer.kind === 'other') return 'src (outside the known layers)';
  return `src/${layer.kind}`;
}

/**
 * Resolve an import specifier to a src-relative path, or null when it does not point into src
 * (a package, or a relative path leaving src).
 * @param {string} spec
 * @param {string} filename absolute file name of the importer
 * @param {string} srcRoot absolute src folder with trailing '/'
 */
export function resolveToSrc(spec, filename, srcRoot) {
  if (spec === '@' || spec === '@/') return '';
  if (spec.startsWith('@/')) return path.posix.normalize(spec.slice(2));
  if (spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../')) {
    // join, not resolve: keeps a drive-letter prefix ('C:/…') instead of prepending the cwd.
    const target = path.posix.join(path.posix.dirname(slash(filename)), spec).replace(/\/$/, '');
    const root = srcRoot.slice(0, -1); // without trailing '/'
    if (target === root) return '';
    if (!target.startsWith(srcRoot)) return null;
    return target.slice(srcRoot.length);
  }
  return null;
}

/**
 * Why `from` may not import `to`, or null when the import is allowed.
 * @param {Layer} from
 * @param {Layer} to
 * @returns {string | null}
 */
export function violation(from, to) {
  // The entry and the app shell assemble everything.
  if (from.kind === 'main' || from.kind === 'app') return null;

  if (from.kind === 'feature') {
    if (to.kind === 'feature') {
      if (from.area && to.area === from.area) return null;
      return 'features never import each other; share code through src/lib or assemble them in src/app';
    }
    if (to.kind === 'app') return 'features may not import src/app (only src/app assembles features)';
    if (to.kind === 'mocks') return 'features may not import the mock backend; talk to it through the API client';
    if (to.kind === 'main') return 'nothing imports the entry src/main.tsx';
    return null;
  }

  if (from.kind === 'mocks') {
    if (to.kind === 'mocks' || to.kind === 'lib' || to.kind === 'i18n') return null;
    if (to.kind === 'feature') return 'src/mocks may not import features; only src/app and src/main.tsx import features';
    if (to.kind === 'app') return 'src/mocks may not import src/app';
    return 'src/mocks may only import src/mocks, src/lib and src/i18n';
  }

  // lib, machines, i18n and anything else under src.
  if (to.kind === 'feature') return 'only src/app and src/main.tsx may import features';
  if (to.kind === 'app') return 'only src/main.tsx may import src/app';
  if (to.kind === 'mocks') return 'only src/app and src/main.tsx may import src/mocks';
  if (to.kind === 'main') return 'nothing imports the entry src/main.tsx';
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforce the layer boundaries of src/: features stay independent, only src/app assembles features and mocks, shared layers never reach up.',
    },
    schema: [],
    messages: {
      forbidden: '{{from}} may not import {{to}} ("{{source}}"): {{reason}}.',
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename?.();
    if (!filename) return {};
    const srcRoot = srcRootOf(filename);
    if (!srcRoot) return {};
    const fromRel = slash(filename).slice(srcRoot.length);
    const from = layerOf(fromRel);

    /**
     * @param {import('estree').Node | null | undefined} node the string node of the specifier
     */
    function check(node) {
      if (!node) return;
      /** @type {string | undefined} */
      let spec;
      if (node.type === 'Literal' && typeof node.value === 'string') spec = node.value;
      else if (node.type === 'TemplateLiteral' && node.expressions.length === 0) spec = node.quasis[0]?.value.cooked ?? undefined;
      if (spec === undefined) return; // computed specifier: nothing to decide
      const rel = resolveToSrc(spec, filename, srcRoot);
      if (rel === null) return;
      const to = layerOf(rel);
      const reason = violation(from, to);
      if (!reason) return;
      context.report({
        node,
        messageId: 'forbidden',
        data: { from: nameOf(from), to: nameOf(to), source: spec, reason },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(/** @type {any} */ (node.source)),
      /** `import x = require('…')` */
      TSExternalModuleReference: (/** @type {any} */ node) => check(node.expression),
      /** `typeof import('…')` / `import('…').T` in type positions. */
      TSImportType: (/** @type {any} */ node) => {
        // typescript-eslint 8.x: `source` (a string Literal); older: `argument` (TSLiteralType).
        if ('source' in node && node.source) return check(node.source);
        const arg = node.argument;
        check(arg?.type === 'TSLiteralType' ? arg.literal : arg);
      },
    };
  },
};

export default layers;
