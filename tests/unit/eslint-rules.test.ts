// The local ESLint rules (eslint-rules/), run through ESLint's own RuleTester. File names are
// absolute and made up, under the working directory (ESLint's Linter ignores files outside it):
// the rules find the src folder from the file name (its last '/src/' segment), and the files
// need not exist.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint, Linter, RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error -- the plugin is plain ESM JavaScript without type declarations (allowJs is off)
import dramaPlugin from '../../eslint-rules/index.js';
// @ts-expect-error -- plain ESM JavaScript, see above
import * as layersModule from '../../eslint-rules/layers.js';

const drama = dramaPlugin as { rules: Record<'layers' | 'no-literal-ui-text' | 'no-cycle', Rule.RuleModule> };

type Kernel = 'i18n' | 'machines' | 'lib' | 'records' | 'mocks';
type Zone = { kind: string; [key: string]: unknown };
const { KERNELS, KERNEL_IMPORTS, ROLE_KERNELS, zoneOf, violation, resolveToSrc, srcRootOf, locate } = layersModule as {
  KERNELS: readonly Kernel[];
  KERNEL_IMPORTS: Record<Kernel, readonly Kernel[]>;
  ROLE_KERNELS: Record<string, readonly Kernel[]>;
  zoneOf: (rel: string) => Zone;
  violation: (from: Zone, to: Zone, how?: { dynamic?: boolean }) => string | null;
  resolveToSrc: (spec: string, filename: string, srcRoot: string) => string | null;
  srcRootOf: (filename: string) => string | null;
  locate: (rel: string, srcRoot: string) => string;
};

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const ROOT = process.cwd().replace(/\\/g, '/');
/** Why an area may not import another. */
const AREA_APART = (area: string) => `an area never imports another area (features/${area}): share a record through src/records, or offer a page, a search or an import target through the manifest`;
const src = (p: string) => `${ROOT}/src/${p}`;

// ---------------------------------------------------------------------------------------------
// drama/layers
// ---------------------------------------------------------------------------------------------

describe('drama/layers: zoneOf', () => {
  it.each([
    ['i18n/index.tsx', { kind: 'kernel', kernel: 'i18n' }],
    ['machines/session.ts', { kind: 'kernel', kernel: 'machines' }],
    ['lib/api/client', { kind: 'kernel', kernel: 'lib' }],
    ['mocks/db.ts', { kind: 'kernel', kernel: 'mocks' }],
    ['records/orders.ts', { kind: 'kernel', kernel: 'records' }],
    ['records/AudiencePicker.tsx', { kind: 'kernel', kernel: 'records' }],
    ['features/member/contract.ts', { kind: 'area', area: 'member', role: 'contract', ui: false }],
    ['features/member/contract', { kind: 'area', area: 'member', role: 'contract', ui: false }],
    ['features/member/contract/index.ts', { kind: 'area', area: 'member', role: 'contract', ui: false }],
    ['features/member/contract/schemas.ts', { kind: 'area', area: 'member', role: 'contract', ui: false }],
    ['features/member/mock/handlers.ts', { kind: 'area', area: 'member', role: 'mock', ui: false, mockIndex: false }],
    // An area's mock entry (what the demo's worker loads).
    ['features/member/mock/index.ts', { kind: 'area', area: 'member', role: 'mock', ui: false, mockIndex: true }],
    ['features/member/mock', { kind: 'area', area: 'member', role: 'mock', ui: false, mockIndex: true }],
    ['features/member/index.ts', { kind: 'area', area: 'member', role: 'manifest', ui: false }],
    ['features/member', { kind: 'area', area: 'member', role: 'manifest', ui: false }],
    ['features/member/messages.ts', { kind: 'area', area: 'member', role: 'messages', ui: false }],
    ['features/member/MemberInfoPage.tsx', { kind: 'area', area: 'member', role: 'internal', ui: true }],
    ['features/member/columns.ts', { kind: 'area', area: 'member', role: 'internal', ui: false }],
    // Nothing on disk and no extension: a PascalCase name is a component (UI).
    ['features/member/RechargeDialog', { kind: 'area', area: 'member', role: 'internal', ui: true }],
    ['features/member/dialogs/index.ts', { kind: 'area', area: 'member', role: 'internal', ui: false }],
    // Any folder under features/ is an area.
    ['features/newcomer/Page.tsx', { kind: 'area', area: 'newcomer', role: 'internal', ui: true }],
    ['app/router.tsx', { kind: 'app', demo: false }],
    ['app/demo.ts', { kind: 'app', demo: true }],
    ['app/demo-seed.ts', { kind: 'app', demo: true }],
    ['app/demos/x.ts', { kind: 'app', demo: false }],
    ['main.tsx', { kind: 'main' }],
    ['vite-env.d.ts', { kind: 'other' }],
    ['features/index.ts', { kind: 'other' }],
    ['features/stray.ts', { kind: 'other' }],
    ['', { kind: 'other' }],
  ])('%s', (rel, zone) => {
    expect(zoneOf(rel)).toEqual(zone);
  });
});

describe('drama/layers: zone matrix', () => {
  // Representative files: the importer's own area is member, the other area is theater.
  const columns: [string, string][] = [
    ['i18n', 'i18n/index.tsx'],
    ['machines', 'machines/tabs.ts'],
    ['lib', 'lib/api/client.ts'],
    ['records', 'records/orders.ts'],
    ['mocks', 'mocks/db.ts'],
    ['own contract', 'features/member/contract.ts'],
    ['own mock', 'features/member/mock/handlers.ts'],
    ['own manifest', 'features/member/index.ts'],
    ['own messages', 'features/member/messages.ts'],
    ['own .ts', 'features/member/columns.ts'],
    ['own .tsx', 'features/member/MemberInfoPage.tsx'],
    ['other contract', 'features/theater/contract/schemas.ts'],
    ['other mock', 'features/theater/mock/index.ts'],
    ['other manifest', 'features/theater/index.ts'],
    ['other messages', 'features/theater/messages.ts'],
    ['other .tsx', 'features/theater/DramaPage.tsx'],
    ['app', 'app/router.tsx'],
    ['main', 'main.tsx'],
    ['other', 'vite-env.d.ts'],
  ];
  // y: allowed; d: allowed only through a dynamic import(); -: refused.
  //                                   kernels     own area   other area  app main other
  //                                   i m l r m   c m m m t x  c m m m x   a m o
  const rows: [string, string, string][] = [
    ['i18n', 'i18n/define.ts', '       y - - - -   - - - - - -  - - - - -   - - -'],
    ['machines', 'machines/session.ts', 'y y - - -   - - - - - -  - - - - -   - - -'],
    ['lib', 'lib/menu.ts', '           y y y - -   - - - - - -  - - - - -   - - -'],
    ['records', 'records/members.ts', '   y y y y -   - - - - - -  - - - - -   - - -'],
    ['mocks', 'mocks/table.ts', '      y y y - y   - - - - - -  - - - - -   - - -'],
    ['contract', 'features/member/contract/calls.ts', 'y y y y -   y - - y - -  - - - - -   - - -'],
    ['mock', 'features/member/mock/tables.ts', 'y y y y y   y y - y y -  - - - - -   - - -'],
    ['manifest', 'features/member/index.ts', 'y y y y -   y d y y y y  - - - - -   - - -'],
    ['messages', 'features/member/messages.ts', 'y - - - -   - - - - - -  - - - - -   - - -'],
    ['internal', 'features/member/dialogs/VipDialog.tsx', 'y y y y -   y - y y y y  - - - - -   - - -'],
    ['app', 'app/pages.tsx', '         y y y y -   y - y - - -  y - y - -   y - -'],
    ['demo entry', 'app/demo.ts', '    y y y y y   y - y - - -  y d y - -   y - -'],
    ['main', 'main.tsx', '             y - - - d   - - - - - -  - - - - -   y - -'],
    ['other', 'vite-env.d.ts', '       y y y y -   - - - - - -  - - - - -   - - -'],
  ];

  const cell = (from: string, to: string) => {
    const s = violation(zoneOf(from), zoneOf(to));
    const d = violation(zoneOf(from), zoneOf(to), { dynamic: true });
    if (s === null && d === null) return 'y';
    if (s !== null && d === null) return 'd';
    if (s !== null && d !== null) return '-';
    return '?'; // allowed statically but not dynamically: never intended
  };

  it.each(rows)('%s (%s)', (_name, from, expected) => {
    const actual = columns.map(([, to]) => cell(from, to)).join(' ');
    expect(actual).toBe(expected.trim().split(/\s+/).join(' '));
  });

  it('every refusal has a reason, and allowed imports none', () => {
    for (const [, from] of rows) {
      for (const [, to] of columns) {
        const reason = violation(zoneOf(from), zoneOf(to));
        if (reason !== null) expect(reason.length).toBeGreaterThan(20);
      }
    }
  });
});

describe('drama/layers: folder-cycle guard', () => {
  const kernel = (k: string) => zoneOf(`${k}/x.ts`);

  it('the kernel order is i18n < machines < lib < records, mocks (records and mocks side by side)', () => {
    expect(KERNELS).toEqual(['i18n', 'machines', 'lib', 'records', 'mocks']);
  });

  it('no kernel may import a kernel above it (by the exported table and by violation()); records and mocks never meet', () => {
    const beside = (a: Kernel, b: Kernel) => (a === 'records' && b === 'mocks') || (a === 'mocks' && b === 'records');
    KERNELS.forEach((from, i) => {
      for (const to of KERNEL_IMPORTS[from]) expect(KERNELS.indexOf(to), `${from} → ${to}`).toBeLessThanOrEqual(i);
      KERNELS.forEach((to, j) => {
        const allowed = violation(kernel(from), kernel(to)) === null || violation(kernel(from), kernel(to), { dynamic: true }) === null;
        expect(allowed, `${from} → ${to}`).toBe(j <= i && !beside(from, to));
      });
    });
  });

  it('no two distinct kernels may import each other (lib ↔ machines can never both be allowed)', () => {
    for (const a of KERNELS) {
      for (const b of KERNELS) {
        if (a === b) continue;
        const ab = violation(kernel(a), kernel(b), { dynamic: true }) === null;
        const ba = violation(kernel(b), kernel(a), { dynamic: true }) === null;
        expect(ab && ba, `${a} ↔ ${b}`).toBe(false);
      }
    }
  });

  it('a role may use the mock kernel only in an area mock/', () => {
    for (const [role, kernels] of Object.entries(ROLE_KERNELS)) {
      expect(kernels.includes('mocks'), role).toBe(role === 'mock');
    }
  });

  it('nothing below reaches up: kernels never import areas, app or main; areas never import app or main', () => {
    const areas = ['features/member/contract.ts', 'features/member/mock/x.ts', 'features/member/index.ts', 'features/member/messages.ts', 'features/member/Page.tsx'];
    const up = ['features/theater/contract.ts', 'features/theater/index.ts', 'features/theater/Page.tsx', 'app/App.tsx', 'app/demo.ts', 'main.tsx'];
    for (const k of KERNELS) {
      for (const to of up) expect(violation(kernel(k), zoneOf(to), { dynamic: true }), `${k} → ${to}`).not.toBeNull();
    }
    for (const from of areas) {
      for (const to of ['app/App.tsx', 'app/demo.ts', 'main.tsx']) {
        expect(violation(zoneOf(from), zoneOf(to), { dynamic: true }), `${from} → ${to}`).not.toBeNull();
      }
    }
  });
});

describe('drama/layers: resolving specifiers', () => {
  const root = `${ROOT}/src/`;
  it.each([
    ['@/features/member', src('app/pages.tsx'), 'features/member'],
    ['@/features/member/', src('app/pages.tsx'), 'features/member'],
    ['..', src('features/member/mock/handlers.ts'), 'features/member'],
    ['./mock', src('features/member/index.ts'), 'features/member/mock'],
    ['../../../lib/api/client', src('features/member/dialogs/x.tsx'), 'lib/api/client'],
    ['../../lib/api/client', src('features/member/dialogs/x.tsx'), 'features/lib/api/client'],
    ['./raw.md?raw', src('features/member/x.ts'), 'features/member/raw.md'],
    ['@', src('app/pages.tsx'), ''],
    ['../../..', src('features/member/x.ts'), null], // leaves src
    ['valibot', src('lib/x.ts'), null], // a package
    ['@fluentui/react-components', src('lib/x.ts'), null],
  ])('%s from %s', (spec, file, rel) => {
    expect(resolveToSrc(spec, file, root)).toBe(rel);
  });

  it('finds the src root from the last /src/ segment of the file name', () => {
    expect(srcRootOf('/home/me/src/drama/src/features/auth/x.tsx')).toBe('/home/me/src/drama/src/');
    expect(srcRootOf('C:\\work\\main\\src\\lib\\x.ts')).toBe('C:/work/main/src/');
    expect(srcRootOf(`${ROOT}/tests/unit/x.test.ts`)).toBeNull();
  });
});

describe('drama/layers: locate() reads the disk', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'drama-layers-')).replace(/\\/g, '/');
    const files = [
      'src/features/member/index.ts',
      'src/features/member/cells.tsx', // lowercase, yet UI
      'src/features/member/Format.ts', // PascalCase, yet not UI
      'src/features/member/dialogs/index.tsx',
      'src/features/member/contract/index.ts',
      'src/features/member/mock/handlers.ts',
    ];
    for (const f of files) {
      mkdirSync(path.dirname(path.join(tmp, f)), { recursive: true });
      writeFileSync(path.join(tmp, f), 'export {};\n');
    }
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('adds the extension or /index the file has on disk', () => {
    const root = `${tmp}/src/`;
    expect(locate('features/member', root)).toBe('features/member/index.ts');
    expect(locate('features/member/cells', root)).toBe('features/member/cells.tsx');
    expect(locate('features/member/Format', root)).toBe('features/member/Format.ts');
    expect(locate('features/member/dialogs', root)).toBe('features/member/dialogs/index.tsx');
    expect(locate('features/member/contract', root)).toBe('features/member/contract/index.ts');
    expect(locate('features/member/missing', root)).toBe('features/member/missing');
    expect(locate('features/member/cells.tsx', root)).toBe('features/member/cells.tsx');
    expect(locate('features/member/cells/index.ts', root)).toBe('features/member/cells/index.ts');
  });

  it('the disk beats the naming convention when the rule decides what is UI', () => {
    // ESLint's Linter only lints files under its cwd, so this one runs in the temporary folder.
    const linter = new Linter({ configType: 'flat', cwd: tmp });
    const config: Linter.Config[] = [
      { files: ['**/*.ts'], plugins: { drama }, languageOptions: { parser: tseslint.parser }, rules: { 'drama/layers': 'error' } },
    ];
    const lint = (code: string) =>
      linter.verify(code, config, `${tmp}/src/features/member/mock/handlers.ts`).map((m) => m.message.replace(/^.*: /, ''));
    expect(lint("import { Cell } from '../cells';")).toEqual(["the mock backend never imports the area's UI (.tsx files)."]);
    expect(lint("import { Dialogs } from '../dialogs';")).toEqual(["the mock backend never imports the area's UI (.tsx files)."]);
    expect(lint("import { format } from '../Format';")).toEqual([]);
    expect(lint("import { schema } from '../contract';")).toEqual([]);
    expect(lint("import { manifest } from '..';")).toEqual(['the manifest (features/member/index.ts) loads the mock, not the other way round.']);
  });
});

describe('drama/layers: fixtures', () => {
  ruleTester.run('layers', drama.rules.layers, {
    valid: [
      // --- kernels ---------------------------------------------------------------------------
      { name: 'i18n → i18n', filename: src('i18n/index.tsx'), code: "import { defineMessages } from './define';" },
      { name: 'machines → machines, i18n', filename: src('machines/session.ts'), code: "import { tabs } from './tabs';\nimport { translate } from '@/i18n';" },
      { name: 'lib → machines', filename: src('lib/session-context.tsx'), code: "import type { sessionMachine } from '@/machines/session';" },
      { name: 'lib → lib, i18n', filename: src('lib/resource/DataTable.tsx'), code: "import { cells } from './cells';\nimport { useI18n } from '../../i18n';" },
      { name: 'mocks → lib, machines, i18n, mocks', filename: src('mocks/handlers/crud.ts'), code: "import { db } from '../db';\nimport type { Page } from '@/lib/api/page';\nimport { list } from '@/machines/list';\nimport { translate } from '@/i18n';" },
      // --- contract --------------------------------------------------------------------------
      { name: 'contract → lib, machines, i18n', filename: src('features/member/contract.ts'), code: "import * as v from 'valibot';\nimport { api } from '@/lib/api/client';\nimport { list } from '@/machines/list';\nimport { translate } from '@/i18n';" },
      { name: 'contract → own contract and messages', filename: src('features/member/contract/calls.ts'), code: "import { MemberSchema } from './schemas';\nimport { messages } from '../messages';" },
      { name: 'contract → records', filename: src('features/member/contract.ts'), code: "import { ChannelSchema } from '@/records/channels';\nimport type { Drama } from '../../records/dramas';" },
      // --- mock ------------------------------------------------------------------------------
      { name: 'area mock → src/mocks', filename: src('features/member/mock/handlers.ts'), code: "import { crud } from '@/mocks/handlers/crud';\nimport { db } from '../../../mocks/db';" },
      { name: 'area mock → own contract, messages, .ts files and mock', filename: src('features/member/mock/handlers.ts'), code: "import { MemberSchema } from '../contract';\nimport { messages } from '../messages';\nimport { toRow } from '../mappers.ts';\nimport { table } from './table';" },
      { name: 'area mock → records', filename: src('features/member/mock/handlers.ts'), code: "import { CHANNEL_TABLE } from '@/records/channels';" },
      // --- manifest --------------------------------------------------------------------------
      { name: 'manifest dynamic import of ./mock', filename: src('features/member/index.ts'), code: "export const member = { mock: () => import('./mock') };" },
      { name: 'manifest → own pages, contract, messages; lib', filename: src('features/member/index.ts'), code: "import { memberPages } from './pages';\nexport { MemberSchema } from './contract';\nimport { messages } from './messages';\nimport { definePages } from '@/lib/pages';\nconst Info = () => import('./MemberInfoPage');" },
      { name: 'manifest → records', filename: src('features/member/index.ts'), code: "import { searchOrders } from '@/records/orders';" },
      // --- messages --------------------------------------------------------------------------
      { name: 'messages → i18n', filename: src('features/member/messages.ts'), code: "import { defineMessages } from '@/i18n/define';" },
      // --- everything else of an area ---------------------------------------------------------
      { name: 'area page → records (UI of the records too)', filename: src('features/member/MemberInfoPage.tsx'), code: "import { dramaAlertsApi } from '@/records/dramas';\nimport { AudiencePicker } from '@/records/AudiencePicker';" },
      { name: 'area page → own files, lib, machines, i18n', filename: src('features/member/dialogs/VipDialog.tsx'), code: "import { ActionDialog } from '../ActionDialog';\nimport { memberCalls } from '@/features/member/contract';\nimport { messages } from '../messages';\nimport { ResourcePage } from '@/lib/resource';\nimport { toggleMachine } from '../../../machines/toggle';\nimport { useI18n } from '@/i18n';" },
      { name: 'area page → packages', filename: src('features/member/MemberInfoPage.tsx'), code: "import { Button } from '@fluentui/react-components';\nimport * as v from 'valibot';" },
      // --- assembly --------------------------------------------------------------------------
      { name: 'app → area manifest (folder and index)', filename: src('app/pages.tsx'), code: "import { member } from '@/features/member';\nimport { auth } from '../features/auth/index';\nimport { shell } from '../features/shell';" },
      { name: 'records → records, lib, machines, i18n', filename: src('records/orders.ts'), code: "import { CURRENCIES } from './money';\nimport { defineCall } from '@/lib/api/contract';\nimport { list } from '@/machines/list';\nimport type { MessageId } from '@/i18n';" },
      { name: 'app → area contract, lib, machines, i18n, app', filename: src('app/actors.ts'), code: "import { sessionCalls } from '@/features/auth/contract';\nimport { api } from '@/lib/api/client';\nimport { sessionMachine } from '@/machines/session';\nimport { translate } from '@/i18n';\nimport { router } from './router';" },
      { name: 'app/demo.ts → mocks', filename: src('app/demo.ts'), code: "import { startMocks } from '@/mocks/browser';\nimport { member } from '@/features/member';" },
      { name: 'app/demo-*.ts → mocks', filename: src('app/demo-seed.ts'), code: "import { db } from '../mocks/db';" },
      { name: "app/demo-*.ts → an area's mock, dynamically", filename: src('app/demo-areas.ts'), code: "const load = () => import('@/features/member/mock');\nconst other = () => import('../features/theater/mock/index');" },
      { name: 'app/demo.ts → its worker module (new URL, import.meta.url)', filename: src('app/demo.ts'), code: "const worker = new SharedWorker(new URL('./demo-worker.ts', import.meta.url), { type: 'module' });" },
      { name: 'main.tsx → app, i18n, dynamic mocks', filename: src('main.tsx'), code: "import { App } from './app/App';\nimport { I18nProvider } from '@/i18n';\nif (__DEMO__) void import('./mocks/browser');" },
      { name: 'other → kernels', filename: src('vite-env.d.ts'), code: "import type { Page } from './lib/api/page';\nimport type { Tab } from '@/machines/tabs';" },
      // --- outside src, packages, undecidable ------------------------------------------------
      { name: 'tests may import anything', filename: `${ROOT}/tests/unit/x.test.ts`, code: "import { db } from '../../src/mocks/db';\nimport { MemberInfoPage } from '@/features/member/MemberInfoPage';" },
      { name: 'scripts may import anything', filename: `${ROOT}/scripts/seed.ts`, code: "import { db } from '../src/mocks/db';" },
      { name: 'computed dynamic import', filename: src('lib/loader.ts'), code: 'export const load = (p: string) => import(p);' },
      { name: 'src is the last /src/ segment', filename: '/home/me/src/drama/src/features/auth/x.tsx', code: "import { api } from '@/lib/api/client';" },
    ],
    invalid: [
      // --- kernels ---------------------------------------------------------------------------
      {
        name: 'machines → lib',
        filename: src('machines/session.ts'),
        code: "import { isApiError } from '@/lib/api/errors';",
        errors: [
          {
            message:
              'src/machines/session.ts may not import src/lib/api/errors ("@/lib/api/errors"): the kernel src/machines sits below src/lib (i18n < machines < lib < records, mocks) and may import only src/machines and src/i18n.',
          },
        ],
      },
      {
        name: 'i18n → lib',
        filename: src('i18n/index.tsx'),
        code: "import { format } from '../lib/format';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/i18n/index.tsx', to: 'src/lib/format', source: '../lib/format', reason: 'the kernel src/i18n sits below src/lib (i18n < machines < lib < records, mocks) and may import only src/i18n' } }],
      },
      {
        name: 'lib → mocks (even dynamically)',
        filename: src('lib/demo-bridge.ts'),
        code: "export const start = () => import('@/mocks/browser');",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'lib → area',
        filename: src('lib/menu.ts'),
        code: "import { memberCalls } from '@/features/member/contract';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/lib/menu.ts', to: 'src/features/member/contract', source: '@/features/member/contract', reason: 'a kernel never imports an area: src/lib may import only src/lib, src/machines and src/i18n' } }],
      },
      {
        name: 'mocks → features',
        filename: src('mocks/handlers/user.ts'),
        code: "import { MemberSchema } from '../../features/member/contract';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/mocks/handlers/user.ts', to: 'src/features/member/contract', source: '../../features/member/contract', reason: 'a kernel never imports an area: src/mocks may import only src/mocks, src/lib, src/machines and src/i18n' } }],
      },
      {
        name: 'mocks → app',
        filename: src('mocks/controls.ts'),
        code: "import { router } from '@/app/router';",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'machines → main',
        filename: src('machines/tabs.ts'),
        code: "import '../main';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/machines/tabs.ts', to: 'src/main', source: '../main', reason: 'nothing imports the entry src/main.tsx' } }],
      },
      // --- contract --------------------------------------------------------------------------
      {
        name: 'contract → other area page',
        filename: src('features/member/contract.ts'),
        code: "import { DramaPage } from '@/features/theater/DramaPage';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/member/contract.ts', to: 'src/features/theater/DramaPage', source: '@/features/theater/DramaPage', reason: AREA_APART('theater') } }],
      },
      {
        name: "contract → another area's contract",
        filename: src('features/member/contract/calls.ts'),
        code: "import { ChannelSchema } from '@/features/channel/contract';\nimport type { Drama } from '../../theater/contract/schemas';",
        errors: [
          { messageId: 'forbidden', data: { from: 'src/features/member/contract/calls.ts', to: 'src/features/channel/contract', source: '@/features/channel/contract', reason: AREA_APART('channel') } },
          { messageId: 'forbidden' },
        ],
      },
      {
        name: "area mock, manifest and page → another area's contract",
        filename: src('features/member/mock/handlers.ts'),
        code: "import { ORDER_TABLE } from '@/features/operate/contract';",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: "manifest → another area's contract",
        filename: src('features/member/index.ts'),
        code: "import { channelCalls } from '@/features/channel/contract';",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: "area page → another area's contract",
        filename: src('features/member/MemberInfoPage.tsx'),
        code: "import { dramaCalls } from '@/features/theater/contract';",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'UI (.tsx) in a contract folder',
        filename: src('features/operate/contract/AudiencePicker.tsx'),
        code: "import { SEGMENTS } from './engagement';\nexport const AudiencePicker = () => null;",
        errors: [{ messageId: 'uiInContract', data: { file: 'features/operate/contract/AudiencePicker.tsx' } }],
      },
      {
        name: 'records → an area, mocks',
        filename: src('records/orders.ts'),
        code: "import { memberApi } from '@/features/member/contract';\nimport { db } from '@/mocks/db';",
        errors: [{ messageId: 'forbidden' }, { messageId: 'forbidden' }],
      },
      {
        name: 'mocks → records',
        filename: src('mocks/grants.ts'),
        code: "import { ORDER_TABLE } from '@/records/orders';",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'contract → own page',
        filename: src('features/member/contract/calls.ts'),
        code: "import { columns } from '../columns';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/member/contract/calls.ts', to: 'src/features/member/columns', source: '../columns', reason: "a contract holds the area's calls and records: besides src/records, src/lib, src/machines and src/i18n it imports only its own contract and messages.ts" } }],
      },
      {
        name: 'contract → own manifest, mock, src/mocks',
        filename: src('features/member/contract.ts'),
        code: "import { member } from '.';\nimport { table } from './mock/table';\nimport { db } from '@/mocks/db';",
        errors: [{ messageId: 'forbidden' }, { messageId: 'forbidden' }, { messageId: 'forbidden' }],
      },
      {
        name: 'contract → other manifest',
        filename: src('features/member/contract.ts'),
        code: "import { theater } from '@/features/theater';",
        errors: [{ messageId: 'forbidden' }],
      },
      // --- mock ------------------------------------------------------------------------------
      {
        name: 'area mock → own .tsx',
        filename: src('features/member/mock/handlers.ts'),
        code: "import { MemberInfoPage } from '../MemberInfoPage';\nimport { Badge } from '../Badge.tsx';",
        errors: [
          { messageId: 'forbidden', data: { from: 'src/features/member/mock/handlers.ts', to: 'src/features/member/MemberInfoPage', source: '../MemberInfoPage', reason: "the mock backend never imports the area's UI (.tsx files)" } },
          { messageId: 'forbidden' },
        ],
      },
      {
        name: 'area mock → own manifest',
        filename: src('features/member/mock/index.ts'),
        code: "import { member } from '..';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/member/mock/index.ts', to: 'src/features/member', source: '..', reason: 'the manifest (features/member/index.ts) loads the mock, not the other way round' } }],
      },
      {
        name: 'area mock → other area mock',
        filename: src('features/member/mock/handlers.ts'),
        code: "import { dramaTable } from '@/features/theater/mock/tables';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/member/mock/handlers.ts', to: 'src/features/theater/mock/tables', source: '@/features/theater/mock/tables', reason: AREA_APART('theater') } }],
      },
      // --- manifest --------------------------------------------------------------------------
      {
        name: 'manifest static import of ./mock',
        filename: src('features/member/index.ts'),
        code: "import { handlers } from './mock';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/member/index.ts', to: 'src/features/member/mock', source: './mock', reason: "the manifest loads its mock/ only through a dynamic import('./mock'), so the mock stays out of the real bundle" } }],
      },
      {
        name: 'manifest re-exports and type-imports its mock',
        filename: src('features/member/index.ts'),
        code: "export * from './mock/handlers';\nimport type { Table } from './mock/table';",
        errors: [{ messageId: 'forbidden' }, { messageId: 'forbidden' }],
      },
      {
        name: 'manifest → src/mocks, even dynamically',
        filename: src('features/member/index.ts'),
        code: "export const start = () => import('@/mocks/browser');",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/member/index.ts', to: 'src/mocks/browser', source: '@/mocks/browser', reason: "only an area's mock/ (and the demo entry src/app/demo*.ts) use the mock kernel src/mocks" } }],
      },
      {
        name: 'manifest → other manifest',
        filename: src('features/member/index.ts'),
        code: "import { theater } from '../theater';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/member/index.ts', to: 'src/features/theater', source: '../theater', reason: AREA_APART('theater') } }],
      },
      // --- messages --------------------------------------------------------------------------
      {
        name: 'messages → lib and own contract',
        filename: src('features/member/messages.ts'),
        code: "import { format } from '@/lib/format';\nimport { LEVELS } from './contract';",
        errors: [
          { messageId: 'forbidden', data: { from: 'src/features/member/messages.ts', to: 'src/lib/format', source: '@/lib/format', reason: "features/member/messages.ts holds the area's texts and may import only src/i18n" } },
          { messageId: 'forbidden' },
        ],
      },
      // --- everything else of an area ---------------------------------------------------------
      {
        name: 'area page → other area page (the message names both sides and says why)',
        filename: src('features/member/MemberInfoPage.tsx'),
        code: "import { DramaPage } from '@/features/theater/DramaPage';",
        errors: [
          {
            message:
              'src/features/member/MemberInfoPage.tsx may not import src/features/theater/DramaPage ("@/features/theater/DramaPage"): ' + AREA_APART('theater') + '.',
          },
        ],
      },
      {
        name: 'area page → other area manifest and messages',
        filename: src('features/member/dialogs/Lookup.tsx'),
        code: "import { theater } from '../../theater';\nimport { messages } from '@/features/theater/messages';",
        errors: [{ messageId: 'forbidden' }, { messageId: 'forbidden' }],
      },
      {
        name: 'area page → own mock',
        filename: src('features/member/MemberInfoPage.tsx'),
        code: "import { seed } from './mock/seed';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/member/MemberInfoPage.tsx', to: 'src/features/member/mock/seed', source: './mock/seed', reason: "only the manifest (features/member/index.ts) loads the area's mock/, through a dynamic import('./mock')" } }],
      },
      {
        name: 'area page → own mock, dynamically',
        filename: src('features/member/pages.ts'),
        code: "const load = () => import('./mock');",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'area page → src/mocks',
        filename: src('features/member/api.ts'),
        code: "import { db } from '@/mocks/db';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/member/api.ts', to: 'src/mocks/db', source: '@/mocks/db', reason: "only an area's mock/ (and the demo entry src/app/demo*.ts) use the mock kernel src/mocks" } }],
      },
      {
        name: 'area page → src/app',
        filename: src('features/shell/Layout.tsx'),
        code: "import { router } from '../../app/router';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/shell/Layout.tsx', to: 'src/app/router', source: '../../app/router', reason: 'an area never imports src/app: src/app assembles the areas' } }],
      },
      {
        name: 'area page → src/main.tsx',
        filename: src('features/shell/Layout.tsx'),
        code: "import '@/main';",
        errors: [{ messageId: 'forbidden' }],
      },
      // --- assembly --------------------------------------------------------------------------
      {
        name: 'app → area internal',
        filename: src('app/pages.tsx'),
        code: "import { Sidebar } from '../features/shell/Sidebar';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/app/pages.tsx', to: 'src/features/shell/Sidebar', source: '../features/shell/Sidebar', reason: 'import the area through its manifest (features/shell) or its contract (features/shell/contract)' } }],
      },
      {
        name: 'app → area internal, dynamically',
        filename: src('app/pages.tsx'),
        code: "const Dashboard = () => import('@/features/dashboard/DashboardPage');",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: "app/demo-*.ts → an area's mock statically, or a file inside it",
        filename: src('app/demo-areas.ts'),
        code: "import member from '@/features/member/mock';\nconst tables = () => import('@/features/member/mock/tables');",
        errors: [
          { messageId: 'forbidden', data: { from: 'src/app/demo-areas.ts', to: 'src/features/member/mock', source: '@/features/member/mock', reason: "the demo entry loads an area's mock only through a dynamic import('…/mock'), so it stays out of the page's bundle" } },
          { messageId: 'forbidden', data: { from: 'src/app/demo-areas.ts', to: 'src/features/member/mock/tables', source: '@/features/member/mock/tables', reason: "the demo entry loads an area's mock through its index (features/member/mock), not its files" } },
        ],
      },
      {
        name: "app outside the demo entry → an area's mock, dynamically",
        filename: src('app/pages.tsx'),
        code: "const load = () => import('@/features/member/mock');",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'a kernel names a worker module of src/app (new URL, import.meta.url)',
        filename: src('mocks/browser.ts'),
        code: "const worker = new Worker(new URL('../app/demo-worker.ts', import.meta.url));",
        errors: [{ messageId: 'forbidden', data: { from: 'src/mocks/browser.ts', to: 'src/app/demo-worker.ts', source: '../app/demo-worker.ts', reason: 'a kernel never imports src/app: src/mocks may import only src/mocks, src/lib, src/machines and src/i18n' } }],
      },
      {
        name: 'app → area mock and messages',
        filename: src('app/demo.ts'),
        code: "import { handlers } from '@/features/member/mock';\nimport { messages } from '@/features/member/messages';",
        errors: [{ messageId: 'forbidden' }, { messageId: 'forbidden' }],
      },
      {
        name: 'app/router.tsx → mocks',
        filename: src('app/router.tsx'),
        code: "import { db } from '@/mocks/db';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/app/router.tsx', to: 'src/mocks/db', source: '@/mocks/db', reason: 'only the demo entry (src/app/demo.ts, src/app/demo-*.ts) imports the mock kernel src/mocks' } }],
      },
      {
        name: 'app/providers.tsx → mocks, dynamically',
        filename: src('app/providers.tsx'),
        code: "void import('../mocks/browser');",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'app → main',
        filename: src('app/App.tsx'),
        code: "import '../main';",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'main.tsx → mocks, statically',
        filename: src('main.tsx'),
        code: "import { startMocks } from './mocks/browser';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/main.tsx', to: 'src/mocks/browser', source: './mocks/browser', reason: 'src/main.tsx loads src/mocks only through a dynamic import(), so the mock backend stays out of the real bundle' } }],
      },
      {
        name: 'main.tsx → lib and an area',
        filename: src('main.tsx'),
        code: "import { api } from '@/lib/api/client';\nimport { member } from '@/features/member';",
        errors: [
          { messageId: 'forbidden', data: { from: 'src/main.tsx', to: 'src/lib/api/client', source: '@/lib/api/client', reason: 'src/main.tsx imports only src/app and src/i18n (and src/mocks through a dynamic import())' } },
          { messageId: 'forbidden' },
        ],
      },
      {
        name: 'other → mocks, area, app',
        filename: src('vite-env.d.ts'),
        code: "import type { Db } from './mocks/db';\nimport type { M } from '@/features/member/contract';\nimport type { R } from '@/app/router';",
        errors: [
          { messageId: 'forbidden', data: { from: 'src/vite-env.d.ts', to: 'src/mocks/db', source: './mocks/db', reason: 'files outside the known zones may import only src/records, src/lib, src/machines and src/i18n' } },
          { messageId: 'forbidden' },
          { messageId: 'forbidden' },
        ],
      },
      // --- every kind of import counts --------------------------------------------------------
      {
        name: 'type-only import counted',
        filename: src('features/push/PushPage.tsx'),
        code: "import type { Channel } from '@/features/channel/types';\nimport { type Drama } from '@/features/theater/DramaPage';",
        errors: [{ messageId: 'forbidden' }, { messageId: 'forbidden' }],
      },
      {
        name: 'export-from counted',
        filename: src('features/dashboard/index.ts'),
        code: "export * from '../statistics/charts';\nexport { Chart } from '@/features/statistics/Chart';\nexport type { Stat } from '@/features/statistics/types';",
        errors: [{ messageId: 'forbidden' }, { messageId: 'forbidden' }, { messageId: 'forbidden' }],
      },
      {
        name: 'dynamic import counted',
        filename: src('features/theater/DramaPage.tsx'),
        code: "const Page = () => import('@/features/market/MarketPage');",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/theater/DramaPage.tsx', to: 'src/features/market/MarketPage', source: '@/features/market/MarketPage', reason: AREA_APART('market') } }],
      },
      {
        name: 'dynamic import with a template literal counted',
        filename: src('features/theater/DramaPage.tsx'),
        code: 'const Page = () => import(`../market/MarketPage`);',
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'import x = require() counted',
        filename: src('lib/x.ts'),
        code: "import m = require('@/features/member/contract');",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'import() type counted',
        filename: src('lib/types.ts'),
        code: "export type Api = typeof import('@/features/auth/contract');\nexport type Row = import('../mocks/table').Row;",
        errors: [{ messageId: 'forbidden' }, { messageId: 'forbidden' }],
      },
      {
        name: 'windows separators in the file name',
        filename: 'C:\\work\\main\\src\\features\\auth\\x.tsx',
        code: "import { Sidebar } from '../shell/Sidebar';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/auth/x.tsx', to: 'src/features/shell/Sidebar', source: '../shell/Sidebar', reason: AREA_APART('shell') } }],
      },
    ],
  });
});

describe('drama/no-literal-ui-text', () => {
  const file = src('features/auth/LoginPage.tsx');
  ruleTester.run('no-literal-ui-text', drama.rules['no-literal-ui-text'], {
    valid: [
      { filename: file, code: "const a = <Button>{t('common.save')}</Button>;" },
      { filename: file, code: "const a = <Field label={t('login.username')} placeholder={t('login.hint')} />;" },
      { filename: file, code: 'const a = <span>·</span>;' },
      { filename: file, code: 'const a = <span> / </span>;' },
      { filename: file, code: 'const a = <span>|</span>;' },
      { filename: file, code: 'const a = <span>{count}: 12 — 34%</span>;' },
      { filename: file, code: "const a = <span>{' '}{`·`}</span>;" },
      { filename: file, code: 'const a = <img src="/icons/logo.svg" alt="" />;' },
      // Attributes that are not text: class names, ids, types, test ids, routes, …
      { filename: file, code: 'const a = <Input name="username" type="password" autoComplete="current-password" appearance="primary" data-testid="login" id="x" />;' },
      { filename: file, code: 'const a = <Link to="/system/user" className="nav" />;' },
      { filename: file, code: "const a = <Field validationMessage={err ? t(err) : undefined} />;" },
      { filename: file, code: "const a = <Tooltip content={t('shell.close')} relationship=\"label\" />;" },
      { filename: file, code: "const a = <span title={`${name}`} />;" },
      // Non-JSX strings are none of this rule's business.
      { filename: file, code: "const key = 'login.title'; const msg = `Hello`;" },
      // Messages live in src/i18n.
      { filename: src('i18n/index.tsx'), code: 'const a = <span>保存</span>;' },
    ],
    invalid: [
      {
        name: 'CJK JSX text',
        filename: file,
        code: 'const a = <Button>保存</Button>;',
        errors: [{ messageId: 'text', data: { text: '保存' } }],
      },
      {
        name: 'Latin JSX text, mixed with punctuation',
        filename: file,
        code: 'const a = <span>\n  Total: {count}\n</span>;',
        // Reported where the text starts (line 2), not at the newline before it.
        errors: [{ messageId: 'text', data: { text: 'Total:' }, line: 2, column: 3, endLine: 2, endColumn: 9 }],
      },
      {
        name: 'label="Name"',
        filename: file,
        code: 'const a = <Field label="Name" />;',
        errors: [{ messageId: 'attribute', data: { name: 'label', text: 'Name' } }],
      },
      {
        name: 'every text-bearing attribute',
        filename: file,
        code: [
          'const a = (',
          '  <Thing',
          '    placeholder="Search"',
          "    title={'Close'}",
          '    aria-label={`Menu`}',
          '    alt="Logo"',
          '    helperText="At least 8 characters"',
          '    validationMessage="必填"',
          '    hint="Hint"',
          '    content="Tip"',
          '  />',
          ');',
        ].join('\n'),
        errors: [
          { messageId: 'attribute', data: { name: 'placeholder', text: 'Search' } },
          { messageId: 'attribute', data: { name: 'title', text: 'Close' } },
          { messageId: 'attribute', data: { name: 'aria-label', text: 'Menu' } },
          { messageId: 'attribute', data: { name: 'alt', text: 'Logo' } },
          { messageId: 'attribute', data: { name: 'helperText', text: 'At least 8 characters' } },
          { messageId: 'attribute', data: { name: 'validationMessage', text: '必填' } },
          { messageId: 'attribute', data: { name: 'hint', text: 'Hint' } },
          { messageId: 'attribute', data: { name: 'content', text: 'Tip' } },
        ],
      },
      {
        name: 'string literal rendered as a child',
        filename: file,
        code: "const a = <span>{'Loading…'}</span>;",
        errors: [{ messageId: 'text', data: { text: 'Loading…' } }],
      },
      {
        name: 'literal branches of a conditional',
        filename: file,
        code: "const a = <Button title={busy ? '请稍候' : t('common.save')}>{busy ? 'Saving' : t('common.save')}</Button>;",
        errors: [{ messageId: 'attribute', data: { name: 'title', text: '请稍候' } }, { messageId: 'text', data: { text: 'Saving' } }],
      },
      {
        name: 'fragment text',
        filename: file,
        code: 'const a = <>No data</>;',
        errors: [{ messageId: 'text', data: { text: 'No data' } }],
      },
    ],
  });
});

// RuleTester registers rules under its own plugin name, so the escape hatch (which names the rule
// as the project config does) is checked with a Linter and the plugin registered as `drama`.
describe('escape hatch', () => {
  const linter = new Linter({ configType: 'flat' });
  const config: Linter.Config[] = [
    {
      files: ['**/*.tsx'],
      plugins: { drama },
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      rules: { 'drama/no-literal-ui-text': 'error', 'drama/layers': 'error' },
    },
  ];
  const lint = (code: string) => linter.verify(code, config, src('features/auth/Brand.tsx'));

  it('reports without the comment', () => {
    expect(lint('const a = <Brand title="Drama" />;').map((m) => m.ruleId)).toEqual(['drama/no-literal-ui-text']);
  });

  it('// eslint-disable-next-line drama/no-literal-ui-text silences the next line', () => {
    expect(lint('// eslint-disable-next-line drama/no-literal-ui-text\nconst a = <Brand title="Drama" />;')).toEqual([]);
  });

  it('works inside JSX children as a block comment', () => {
    const code = [
      'const a = (',
      '  <footer>',
      '    {/* eslint-disable-next-line drama/no-literal-ui-text */}',
      '    Drama Console',
      '  </footer>',
      ');',
    ].join('\n');
    expect(lint(code)).toEqual([]);
  });

  it('layers use the same plugin name', () => {
    expect(lint("import { Sidebar } from '@/features/shell/Sidebar';").map((m) => m.message)).toEqual([
      `src/features/auth/Brand.tsx may not import src/features/shell/Sidebar ("@/features/shell/Sidebar"): ${AREA_APART('shell')}.`,
    ]);
  });
});

describe('drama/no-cycle', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'drama-cycle-')).replace(/\\/g, '/');
    const files: Record<string, string> = {
      // a → b → a: a two-file cycle (b's side through a type-only import)
      'src/lib/a.ts': "import { b } from './b';\nexport const a = b + 1;\n",
      'src/lib/b.ts': "import type { A } from './a';\nexport const b = 1;\nexport type B = A;\n",
      // c → d → e → c, the last step a dynamic import
      'src/app/c.ts': "import { d } from './d';\nexport const c = d;\n",
      'src/app/d.ts': "export { e as d } from './e';\n",
      'src/app/e.ts': "export const e = 1;\nexport const load = () => import('./c');\n",
      // f → g, g → lib: no cycle
      'src/app/f.ts': "import { g } from './g';\nexport const f = g;\n",
      'src/app/g.ts': "import { a } from '@/lib/a';\nexport const g = a;\n",
      // an import that only a comment mentions is no import
      'src/app/h.ts': "// import { i } from './i';\nexport const h = 1;\n",
      'src/app/i.ts': "import { h } from './h';\nexport const i = h;\n",
    };
    for (const [f, code] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(tmp, f)), { recursive: true });
      writeFileSync(path.join(tmp, f), code);
    }
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  const lint = (file: string) => {
    const linter = new Linter({ configType: 'flat', cwd: tmp });
    const config: Linter.Config[] = [{ files: ['**/*.ts'], plugins: { drama }, languageOptions: { parser: tseslint.parser }, rules: { 'drama/no-cycle': 'error' } }];
    const code = readFileSync(path.join(tmp, file), 'utf8');
    return linter.verify(code, config, `${tmp}/${file}`).map((m) => m.message);
  };

  it('a two-file cycle fails on both files, naming the path', () => {
    expect(lint('src/lib/a.ts')).toEqual(['Import cycle: src/lib/a.ts → src/lib/b.ts → src/lib/a.ts. Move what both sides need into the lower one (or a module of its own).']);
    expect(lint('src/lib/b.ts')).toHaveLength(1);
  });

  it('a longer cycle through a re-export and a dynamic import fails', () => {
    expect(lint('src/app/c.ts')).toEqual(['Import cycle: src/app/c.ts → src/app/d.ts → src/app/e.ts → src/app/c.ts. Move what both sides need into the lower one (or a module of its own).']);
  });

  it('no cycle, no report; a commented-out import is no import', () => {
    expect(lint('src/app/f.ts')).toEqual([]);
    expect(lint('src/app/i.ts')).toEqual([]);
  });
});

describe('type escapes in areas (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..') });
  const lint = async (code: string, file = 'src/features/member/resources/x.ts') =>
    (await eslint.lintText(code, { filePath: path.resolve(__dirname, '../..', file) }))[0].messages.map((m) => `${m.ruleId}: ${m.message}`);

  it("refuses 'as unknown as', 'as never' and any in an area; a kernel may widen", async () => {
    expect(await lint('export const a = (1 as unknown as string).length;\n')).toEqual(["no-restricted-syntax: No 'as unknown as' in an area: type the data instead."]);
    expect(await lint('export const f = (g: (x: string) => void) => g(1 as never);\n')).toEqual([
      "no-restricted-syntax: No 'as never' in an area: type the data instead (useGoTo for a route's search).",
    ]);
    expect(await lint('export const h = (x: any) => x;\n')).toEqual(['@typescript-eslint/no-explicit-any: Unexpected any. Specify a different type.']);
    expect(await lint('export const w = (1 as unknown) === 1;\n')).toEqual([]);
    expect(await lint('export const a = (1 as unknown as string).length;\n', 'src/lib/x.ts')).toEqual([]);
  });
});
