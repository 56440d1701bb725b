/**
 * drama/layers: which file of src/ may import which, by zone (paths are src-relative).
 *
 * KERNELS, lowest first. A kernel imports itself and the kernels below it, never an area,
 * src/app, src/main.tsx or anything else:
 *
 *   i18n/**      messages                            may import  i18n
 *   machines/**  statecharts                         may import  machines, i18n
 *   lib/**       shared code                         may import  lib, machines, i18n
 *   records/**   shared records: the schemas, enums, may import  records, lib, machines, i18n
 *                tables and calls of the records
 *                several areas read (members,
 *                orders, channels, dramas…)
 *   mocks/**     mock kernel: database, tables,      may import  mocks, lib, machines, i18n
 *                journal, controls, crud handlers
 * (records and mocks are side by side above lib: neither imports the other.)
 *
 * AREAS: features/<area>/** (any folder under features/ is an area). An area never imports
 * another area: what several areas read is a shared record (src/records), and what an area
 * offers the others (pages, record tabs, searches, badges, import targets) goes through its
 * manifest, which src/app assembles. Each file has one role:
 *
 *   contract  features/<area>/contract.ts, features/<area>/contract/**
 *             the area's calls and records (valibot schemas, constants, calls); no UI (.tsx).
 *             May import: lib, machines, i18n, records; its own contract and its own
 *             messages.ts. Nothing else.
 *   mock      features/<area>/mock/**   the area's demo backend.
 *             May import: every kernel, src/mocks included; its own area except its UI
 *             (.tsx files) and its manifest (the manifest loads the mock, not the other way
 *             round).
 *   manifest  features/<area>/index.ts  (what '@/features/<area>' resolves to)
 *             May import: lib, machines, i18n, records; anything of its own area, but its mock/
 *             only through a dynamic import('./mock') (the demo entry calls it).
 *   messages  features/<area>/messages.ts   may import i18n only. (A messages/ folder would be
 *             'internal'.)
 *   internal  everything else of the area (pages, resources, dialogs).
 *             May import: lib, machines, i18n, records; anything of its own area but its mock/.
 *   No area file imports src/app or src/main.tsx; only an area's mock/ imports src/mocks.
 *
 * ASSEMBLY:
 *
 *   app/**     may import lib, machines, i18n, records, app; any area's manifest and any area's
 *              contract, never another area file (import the area through its manifest).
 *              Only the demo entry, app/demo.ts and app/demo-*.ts, may import src/mocks, and
 *              an area's mock (its features/<area>/mock/index.ts, nothing inside it) through a
 *              dynamic import() (the demo's worker loads the mocks without the manifests, which
 *              would bring every page into its bundle).
 *   main.tsx   may import app and i18n, and src/mocks only through a dynamic import().
 *   other      anything else under src (vite-env.d.ts, …): may import lib, machines, i18n, records.
 *
 * Nothing imports src/main.tsx. Whatever is not listed is refused. The same table, cell by cell,
 * is the 'zone matrix' of tests/unit/eslint-rules.test.ts; zoneOf() and violation() below are
 * exported for it.
 *
 * Import specifiers are resolved to a src-relative path: relative ones ('./x', '../x') against
 * the importing file, and the alias '@/x' to 'src/x'. Package imports are ignored. The src
 * folder is found from the file name itself (its last '/src/' segment), never from
 * process.cwd(), so the rule behaves the same in the editor, the CLI and RuleTester. Files not
 * under a src folder (tests/, scripts/, configs) are not checked: they may import anything.
 *
 * To classify a path, '.ts/.tsx/.js/.jsx' and a trailing '/index' are stripped; a path naming
 * an area folder ('@/features/member', '..' from inside the area) is that area's manifest.
 * Whether a target is UI (.tsx) is read from the disk: an extensionless specifier is tried
 * with .ts, .tsx, .d.ts, .js, .jsx and /index.*. When nothing exists there (a broken import,
 * or a test fixture) the project's naming convention decides: a PascalCase file name is a
 * component, hence UI.
 *
 * Static imports, type-only imports, re-exports (`export … from`), `import x = require('…')`,
 * dynamic `import('…')`, `import('…')` types and a module named for a worker,
 * `new URL('…', import.meta.url)` (what `new Worker(new URL(…))` bundles), all count; a dynamic
 * `import('…')` expression and a `new URL(…, import.meta.url)` count as dynamic.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {'i18n' | 'machines' | 'lib' | 'records' | 'mocks'} Kernel
 * @typedef {'contract' | 'mock' | 'manifest' | 'messages' | 'internal'} Role
 * @typedef {{ kind: 'kernel', kernel: Kernel }
 *   | { kind: 'area', area: string, role: Role, ui: boolean, mockIndex?: boolean }
 *   | { kind: 'app', demo: boolean }
 *   | { kind: 'main' }
 *   | { kind: 'other' }} Zone
 */

/** The kernels, lowest first: a kernel may only import kernels at or below its own rank. */
export const KERNELS = /** @type {const} */ (['i18n', 'machines', 'lib', 'records', 'mocks']);

/** The order of the kernels as reasons name it: records and mocks are side by side. */
const KERNEL_ORDER = 'i18n < machines < lib < records, mocks';

/** The kernels each kernel may import. */
export const KERNEL_IMPORTS = /** @type {Record<Kernel, readonly Kernel[]>} */ ({
  i18n: ['i18n'],
  machines: ['machines', 'i18n'],
  lib: ['lib', 'machines', 'i18n'],
  records: ['records', 'lib', 'machines', 'i18n'],
  mocks: ['mocks', 'lib', 'machines', 'i18n'],
});

/** The kernels each role of an area may import. */
export const ROLE_KERNELS = /** @type {Record<Role, readonly Kernel[]>} */ ({
  contract: ['records', 'lib', 'machines', 'i18n'],
  mock: ['mocks', 'records', 'lib', 'machines', 'i18n'],
  manifest: ['records', 'lib', 'machines', 'i18n'],
  messages: ['i18n'],
  internal: ['records', 'lib', 'machines', 'i18n'],
});

/** The kernels src/app (outside the demo entry) and the files outside every zone may import. */
const SHARED = /** @type {readonly Kernel[]} */ (['records', 'lib', 'machines', 'i18n']);

/** Forward slashes, whatever the platform. */
const slash = (/** @type {string} */ p) => p.replace(/\\/g, '/');

/** Script extensions stripped before classifying a path. */
const SCRIPT_EXT = /\.(d\.ts|tsx|ts|jsx|js|mts|cts|mjs|cjs)$/;

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
 * Resolve an import specifier to a src-relative path, or null when it does not point into src
 * (a package, or a relative path leaving src). A query or hash ('?raw') is dropped.
 * @param {string} spec
 * @param {string} filename absolute file name of the importer
 * @param {string} srcRoot absolute src folder with trailing '/'
 */
export function resolveToSrc(spec, filename, srcRoot) {
  spec = spec.replace(/[?#].*$/, '');
  if (spec === '@' || spec === '@/') return '';
  if (spec.startsWith('@/')) return path.posix.normalize(spec.slice(2)).replace(/\/$/, '');
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

/** True when `file` exists and is a file; any error (missing, not a folder, unreadable) is false. */
function isFile(/** @type {string} */ file) {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/**
 * The file an extensionless src-relative path names on disk, as a src-relative path with its
 * extension ('features/member/Badge' → 'features/member/Badge.tsx', 'features/member' →
 * 'features/member/index.ts'), or the path unchanged when it has an extension or nothing
 * matches.
 * @param {string} rel
 * @param {string} srcRoot absolute src folder with trailing '/'
 */
export function locate(rel, srcRoot) {
  if (SCRIPT_EXT.test(rel)) return rel;
  const files = ['.ts', '.tsx', '.d.ts', '.js', '.jsx'];
  const indexes = ['/index.ts', '/index.tsx', '/index.js', '/index.jsx'];
  for (const suffix of rel === '' ? indexes : [...files, ...indexes]) {
    const found = `${rel}${suffix}`.replace(/^\//, '');
    if (isFile(srcRoot + found)) return found;
  }
  return rel;
}

/**
 * The zone of a src-relative path, such as 'features/member/MemberInfoPage.tsx',
 * 'features/member/contract', '@/features/member' resolved to 'features/member', or 'lib/menu'.
 * @param {string} rel
 * @returns {Zone}
 */
export function zoneOf(rel) {
  const clean = slash(rel).replace(/^\/+|\/+$/g, '');
  const hasExt = SCRIPT_EXT.test(clean);
  const noExt = clean.replace(SCRIPT_EXT, '');
  const isIndex = /(^|\/)index$/.test(noExt);
  const parts = noExt.replace(/(^|\/)index$/, '').split('/').filter(Boolean);
  const [top] = parts;
  if (parts.length === 0) return { kind: 'other' };
  if (parts.length === 1 && top === 'main') return { kind: 'main' };
  if (/** @type {readonly string[]} */ (KERNELS).includes(top)) return { kind: 'kernel', kernel: /** @type {Kernel} */ (top) };
  if (top === 'app') return { kind: 'app', demo: parts.length === 2 && /^demo(-[^/]+)?$/.test(parts[1]) };
  if (top !== 'features' || parts.length === 1) return { kind: 'other' };

  const area = parts[1];
  // 'features/x.ts' is a stray file, not an area; 'features/x' and 'features/x/index.ts' are.
  if (parts.length === 2 && hasExt && !isIndex) return { kind: 'other' };
  const last = clean.split('/').pop() ?? '';
  const ui = /\.(tsx|jsx)$/.test(clean) || (!hasExt && !isIndex && /^[A-Z]/.test(last));
  /** @type {Role} */
  let role = 'internal';
  if (parts.length === 2) role = 'manifest';
  else if (parts[2] === 'contract') role = 'contract';
  else if (parts[2] === 'mock') role = 'mock';
  else if (parts[2] === 'messages' && parts.length === 3) role = 'messages';
  if (role === 'mock') return { kind: 'area', area, role, ui, mockIndex: parts.length === 3 };
  return { kind: 'area', area, role, ui };
}

/** 'src/lib, src/machines and src/i18n' */
function listOf(/** @type {readonly string[]} */ kernels) {
  const names = kernels.map((k) => `src/${k}`);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** How a zone is named in a reason: 'an area', 'src/app', … */
function describe(/** @type {Zone} */ zone) {
  switch (zone.kind) {
    case 'kernel':
      return `src/${zone.kernel}`;
    case 'area':
      return 'an area';
    case 'app':
      return 'src/app';
    case 'main':
      return 'the entry src/main.tsx';
    default:
      return 'files outside the known zones';
  }
}

/**
 * Why a file of zone `from` may not import a file of zone `to`, or null when it may.
 * @param {Zone} from
 * @param {Zone} to
 * @param {{ dynamic?: boolean }} [how] dynamic: the import is a dynamic `import('…')` expression
 * @returns {string | null}
 */
export function violation(from, to, { dynamic = false } = {}) {
  if (to.kind === 'main') return 'nothing imports the entry src/main.tsx';
  switch (from.kind) {
    case 'kernel':
      return fromKernel(from.kernel, to);
    case 'area':
      return fromArea(from, to, dynamic);
    case 'app':
      return fromApp(from.demo, to, dynamic);
    case 'main':
      return fromMain(to, dynamic);
    default:
      if (to.kind === 'kernel' && SHARED.includes(to.kernel)) return null;
      return `files outside the known zones may import only ${listOf(SHARED)}`;
  }
}

/**
 * @param {Kernel} kernel
 * @param {Zone} to
 */
function fromKernel(kernel, to) {
  const allowed = KERNEL_IMPORTS[kernel];
  if (to.kind === 'kernel') {
    if (allowed.includes(to.kernel)) return null;
    const above = KERNELS.indexOf(to.kernel) > KERNELS.indexOf(kernel);
    return `${above ? `the kernel src/${kernel} sits below src/${to.kernel} (${KERNEL_ORDER}) and` : `the kernel src/${kernel}`} may import only ${listOf(allowed)}`;
  }
  return `a kernel never imports ${describe(to)}: src/${kernel} may import only ${listOf(allowed)}`;
}

/**
 * @param {Extract<Zone, { kind: 'area' }>} from
 * @param {Zone} to
 * @param {boolean} dynamic
 */
function fromArea(from, to, dynamic) {
  const home = `features/${from.area}`;
  if (from.role === 'messages') {
    return to.kind === 'kernel' && to.kernel === 'i18n' ? null : `${home}/messages.ts holds the area's texts and may import only src/i18n`;
  }
  if (to.kind === 'app') return 'an area never imports src/app: src/app assembles the areas';
  if (to.kind === 'other') return 'an area imports only kernels and its own area';
  if (to.kind === 'kernel') {
    if (ROLE_KERNELS[from.role].includes(to.kernel)) return null;
    return `only an area's mock/ (and the demo entry src/app/demo*.ts) use the mock kernel src/mocks`;
  }
  if (to.kind !== 'area') return null; // main is refused by violation()

  if (to.area !== from.area) {
    return `an area never imports another area (features/${to.area}): share a record through src/records, or offer a page, a search or an import target through the manifest`;
  }

  switch (from.role) {
    case 'contract':
      if (to.role === 'contract' || to.role === 'messages') return null;
      return "a contract holds the area's calls and records: besides src/records, src/lib, src/machines and src/i18n it imports only its own contract and messages.ts";
    case 'mock':
      if (to.role === 'manifest') return `the manifest (${home}/index.ts) loads the mock, not the other way round`;
      if (to.ui) return "the mock backend never imports the area's UI (.tsx files)";
      return null;
    case 'manifest':
      if (to.role === 'mock' && !dynamic) {
        return "the manifest loads its mock/ only through a dynamic import('./mock'), so the mock stays out of the real bundle";
      }
      return null;
    default:
      if (to.role === 'mock') return `only the manifest (${home}/index.ts) loads the area's mock/, through a dynamic import('./mock')`;
      return null;
  }
}

/**
 * @param {boolean} demo the importer is the demo entry (app/demo.ts, app/demo-*.ts)
 * @param {Zone} to
 * @param {boolean} dynamic
 */
function fromApp(demo, to, dynamic) {
  switch (to.kind) {
    case 'kernel':
      if (SHARED.includes(to.kernel) || demo) return null;
      return 'only the demo entry (src/app/demo.ts, src/app/demo-*.ts) imports the mock kernel src/mocks';
    case 'app':
      return null;
    case 'area':
      if (to.role === 'manifest' || to.role === 'contract') return null;
      if (to.role === 'mock' && demo) {
        if (!to.mockIndex) return `the demo entry loads an area's mock through its index (features/${to.area}/mock), not its files`;
        if (!dynamic) return `the demo entry loads an area's mock only through a dynamic import('…/mock'), so it stays out of the page's bundle`;
        return null;
      }
      return `import the area through its manifest (features/${to.area}) or its contract (features/${to.area}/contract)`;
    default:
      return `src/app imports only ${listOf(SHARED)}, src/app and the areas' manifests and contracts`;
  }
}

/**
 * @param {Zone} to
 * @param {boolean} dynamic
 */
function fromMain(to, dynamic) {
  if (to.kind === 'app' || (to.kind === 'kernel' && to.kernel === 'i18n')) return null;
  if (to.kind === 'kernel' && to.kernel === 'mocks') {
    return dynamic ? null : 'src/main.tsx loads src/mocks only through a dynamic import(), so the mock backend stays out of the real bundle';
  }
  return 'src/main.tsx imports only src/app and src/i18n (and src/mocks through a dynamic import())';
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforce the zones of src/: kernels (i18n < machines < lib < records, mocks) never reach up, areas never import each other (shared records live in src/records), src/app assembles areas through their manifests, and only demo code loads the mocks.',
    },
    schema: [],
    messages: {
      forbidden: '{{from}} may not import {{to}} ("{{source}}"): {{reason}}.',
      uiInContract: "src/{{file}} is UI (.tsx) in a contract folder: a contract holds calls and records only; put the component in the area's pages (or src/records for a picker several areas use).",
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename?.();
    if (!filename) return {};
    const srcRoot = srcRootOf(filename);
    if (!srcRoot) return {};
    const fromRel = slash(filename).slice(srcRoot.length);
    const from = zoneOf(fromRel);
    const uiInContract = from.kind === 'area' && from.role === 'contract' && from.ui;

    /**
     * @param {import('estree').Node | null | undefined} node the string node of the specifier
     * @param {boolean} [dynamic] a dynamic `import('…')` expression
     */
    function check(node, dynamic = false) {
      if (!node) return;
      /** @type {string | undefined} */
      let spec;
      if (node.type === 'Literal' && typeof node.value === 'string') spec = node.value;
      else if (node.type === 'TemplateLiteral' && node.expressions.length === 0) spec = node.quasis[0]?.value.cooked ?? undefined;
      if (spec === undefined) return; // computed specifier: nothing to decide
      const rel = resolveToSrc(spec, filename, /** @type {string} */ (srcRoot));
      if (rel === null) return;
      const to = zoneOf(locate(rel, /** @type {string} */ (srcRoot)));
      const reason = violation(from, to, { dynamic });
      if (!reason) return;
      context.report({
        node,
        messageId: 'forbidden',
        data: { from: `src/${fromRel}`, to: rel ? `src/${rel}` : 'src', source: spec, reason },
      });
    }

    return {
      Program: (node) => {
        if (uiInContract) context.report({ node, messageId: 'uiInContract', data: { file: fromRel } });
      },
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(/** @type {any} */ (node.source), true),
      /** `import x = require('…')` */
      TSExternalModuleReference: (/** @type {any} */ node) => check(node.expression),
      /** `new URL('./worker.ts', import.meta.url)`: the module a worker is started from (Vite bundles it). */
      NewExpression: (/** @type {any} */ node) => {
        if (node.callee?.type !== 'Identifier' || node.callee.name !== 'URL' || node.arguments.length !== 2) return;
        const base = node.arguments[1];
        const isImportMetaUrl =
          base?.type === 'MemberExpression' && base.object?.type === 'MetaProperty' && base.object.meta?.name === 'import' && base.property?.name === 'url';
        if (isImportMetaUrl) check(node.arguments[0], true);
      },
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
