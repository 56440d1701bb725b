// The local ESLint rules (eslint-rules/), run through ESLint's own RuleTester. File names are
// absolute and made up, under the working directory (ESLint's Linter ignores files outside it):
// the rules find the src folder from the file name (its last '/src/' segment), and the files
// need not exist.
import { describe, expect, it } from 'vitest';
import { Linter, RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error -- the plugin is plain ESM JavaScript without type declarations (allowJs is off)
import dramaPlugin from '../../eslint-rules/index.js';

const drama = dramaPlugin as { rules: Record<'layers' | 'no-literal-ui-text', Rule.RuleModule> };

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
const src = (p: string) => `${ROOT}/src/${p}`;

describe('drama/layers', () => {
  ruleTester.run('layers', drama.rules.layers, {
    valid: [
      // A feature uses shared layers and its own files.
      { filename: src('features/auth/LoginPage.tsx'), code: "import { api } from '@/lib/api/client';" },
      { filename: src('features/auth/LoginPage.tsx'), code: "import { useI18n } from '@/i18n';" },
      { filename: src('features/auth/LoginPage.tsx'), code: "import { sessionMachine } from '@/machines/session';" },
      { filename: src('features/auth/LoginPage.tsx'), code: "import { authApi } from './api';" },
      { filename: src('features/auth/dialogs/Profile.tsx'), code: "import { authApi } from '../api';" },
      { filename: src('features/auth/dialogs/Profile.tsx'), code: "import { api } from '../../../lib/api/client';" },
      { filename: src('features/auth/LoginPage.tsx'), code: "import { authApi } from '@/features/auth/api';" },
      // Packages are not layers.
      { filename: src('features/auth/LoginPage.tsx'), code: "import { Button } from '@fluentui/react-components';" },
      { filename: src('lib/menu.ts'), code: "import * as v from 'valibot';" },
      // The app assembles features, and the entry assembles everything.
      { filename: src('app/pages.tsx'), code: "import { LoginPage } from '@/features/auth';" },
      { filename: src('app/pages.tsx'), code: "import { Sidebar } from '../features/shell/Sidebar';" },
      { filename: src('app/pages.tsx'), code: "const Dashboard = () => import('@/features/dashboard/DashboardPage');" },
      { filename: src('app/providers.tsx'), code: "import { startMocks } from '@/mocks/browser';" },
      { filename: src('main.tsx'), code: "import { App } from './app/App';\nvoid import('./mocks/browser');" },
      // Shared layers among themselves.
      { filename: src('lib/session-context.tsx'), code: "import type { sessionMachine } from '@/machines/session';" },
      { filename: src('machines/session.ts'), code: "import { isApiError } from '@/lib/api/errors';" },
      { filename: src('mocks/http.ts'), code: "import { translate } from '@/i18n';\nimport type { AdminUser } from '@/features/system/contract';" },
      { filename: src('mocks/handlers/user.ts'), code: "import { db } from '../db';" },
      // Tests and scripts may import anything.
      { filename: `${ROOT}/tests/unit/x.test.ts`, code: "import { db } from '../../src/mocks/db';\nimport { LoginPage } from '@/features/auth';" },
      { filename: `${ROOT}/scripts/seed.ts`, code: "import { db } from '../src/mocks/db';" },
      // A computed dynamic import cannot be decided and is left alone.
      { filename: src('lib/loader.ts'), code: 'export const load = (p: string) => import(p);' },
      // The src folder is the last '/src/' segment, even when the checkout lives under another 'src'.
      { filename: '/home/me/src/drama/src/features/auth/x.tsx', code: "import { api } from '@/lib/api/client';" },
    ],
    invalid: [
      {
        name: 'feature imports another feature through a relative path',
        filename: src('features/auth/x.tsx'),
        code: "import { Sidebar } from '../shell/Sidebar';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/auth', to: 'src/features/shell', source: '../shell/Sidebar', reason: 'features never import each other; share code through src/lib or assemble them in src/app' } }],
      },
      {
        name: 'feature imports another feature through the @/ alias',
        filename: src('features/auth/x.tsx'),
        code: "import { Sidebar } from '@/features/shell/Sidebar';",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'feature imports the features barrel of another area',
        filename: src('features/member/list/MemberList.tsx'),
        code: "import { LoginPage } from '@/features/auth';",
        errors: [{ message: /src\/features\/member may not import src\/features\/auth/ }],
      },
      {
        name: 'feature re-exports another feature',
        filename: src('features/dashboard/index.ts'),
        code: "export * from '../statistics/charts';\nexport { Chart } from '@/features/statistics/Chart';",
        errors: [{ messageId: 'forbidden' }, { messageId: 'forbidden' }],
      },
      {
        name: 'type-only imports count too',
        filename: src('features/push/x.ts'),
        code: "import type { Channel } from '@/features/channel/types';",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'dynamic import of another feature',
        filename: src('features/theater/x.tsx'),
        code: "const Page = () => import('@/features/market/MarketPage');",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/theater', to: 'src/features/market', source: '@/features/market/MarketPage', reason: 'features never import each other; share code through src/lib or assemble them in src/app' } }],
      },
      {
        name: 'dynamic import with a template literal',
        filename: src('features/theater/x.tsx'),
        code: 'const Page = () => import(`../market/MarketPage`);',
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'lib imports a feature',
        filename: src('lib/menu.ts'),
        code: "import { authApi } from '@/features/auth/api';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/lib', to: 'src/features/auth', source: '@/features/auth/api', reason: 'only src/app and src/main.tsx may import features' } }],
      },
      {
        name: 'lib imports a feature through a relative path',
        filename: src('lib/api/client.ts'),
        code: "import { authApi } from '../../features/auth/api';",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'machines import the app',
        filename: src('machines/session.ts'),
        code: "import { router } from '@/app/router';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/machines', to: 'src/app', source: '@/app/router', reason: 'only src/main.tsx may import src/app' } }],
      },
      {
        name: 'i18n imports a feature',
        filename: src('i18n/index.tsx'),
        code: "import { x } from '../features/shell/labels';",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'mocks import the app',
        filename: src('mocks/handlers/menu.ts'),
        code: "import { pages } from '@/app/pages';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/mocks', to: 'src/app', source: '@/app/pages', reason: 'src/mocks may not import src/app' } }],
      },
      {
        name: 'mocks import a feature',
        filename: src('mocks/handlers/user.ts'),
        code: "import { authApi } from '../../features/auth/api';",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'mocks import machines (mocks may only import mocks, lib and i18n)',
        filename: src('mocks/db.ts'),
        code: "import { sessionMachine } from '@/machines/session';",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'feature imports the mock backend',
        filename: src('features/auth/api.ts'),
        code: "import { db } from '@/mocks/db';",
        errors: [{ messageId: 'forbidden', data: { from: 'src/features/auth', to: 'src/mocks', source: '@/mocks/db', reason: 'features may not import the mock backend; talk to it through the API client' } }],
      },
      {
        name: 'feature imports the app',
        filename: src('features/shell/Layout.tsx'),
        code: "import { router } from '../../app/router';",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'lib imports the mocks dynamically',
        filename: src('lib/demo-bridge.ts'),
        code: "export const start = () => import('@/mocks/browser');",
        errors: [{ messageId: 'forbidden', data: { from: 'src/lib', to: 'src/mocks', source: '@/mocks/browser', reason: 'only src/app and src/main.tsx may import src/mocks' } }],
      },
      {
        name: 'type position import() counts',
        filename: src('lib/types.ts'),
        code: "export type Api = typeof import('@/features/auth/api');",
        errors: [{ messageId: 'forbidden' }],
      },
      {
        name: 'windows separators in the file name',
        filename: 'C:\\work\\main\\src\\features\\auth\\x.tsx',
        code: "import { Sidebar } from '../shell/Sidebar';",
        errors: [{ messageId: 'forbidden' }],
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
      'src/features/auth may not import src/features/shell ("@/features/shell/Sidebar"): features never import each other; share code through src/lib or assemble them in src/app.',
    ]);
  });
});
