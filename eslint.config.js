// Flat config. Architecture is enforced by the local `drama` plugin (eslint-rules/):
//   drama/layers             who may import whom in src/, by zone (the full table heads
//                            eslint-rules/layers.js):
//     kernels   i18n < machines < lib < records, mocks: each imports only itself and the kernels below it.
//     areas     features/<area>/: contract.ts|contract/ (calls and records, no UI), mock/ (demo
//               backend, the only area code using src/mocks), index.ts (manifest; loads ./mock only
//               via a dynamic import), messages.ts (i18n only), the rest (pages, resources, dialogs).
//               An area never imports another area (shared records: src/records); no area
//               imports src/app or src/main.tsx.
//     app/      imports kernels (not mocks), areas' manifests and contracts; only app/demo.ts
//               and app/demo-*.ts import src/mocks.
//     main.tsx  imports app and i18n, and src/mocks only through a dynamic import().
//   drama/no-literal-ui-text no user-visible literals in .tsx outside src/i18n.
//   drama/no-cycle           no import cycle between the files of src/ (static, type and dynamic imports).
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import drama from './eslint-rules/index.js';

export default defineConfig(
  globalIgnores(['dist/', 'dist-*/', 'bench/.out/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/']),

  {
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
  },

  // TypeScript: typescript-eslint recommended, syntax only (no type information, keeps it fast).
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },

  // Application code runs in the browser.
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Areas type their data instead of escaping the type checker (issue #21).
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSAsExpression > TSAsExpression > TSUnknownKeyword', message: "No 'as unknown as' in an area: type the data instead." },
        { selector: 'TSAsExpression > TSNeverKeyword', message: "No 'as never' in an area: type the data instead (useGoTo for a route's search)." },
      ],
    },
  },

  // Architecture rules.
  {
    files: ['src/**/*.{ts,tsx,js,jsx}'],
    plugins: { drama },
    rules: {
      'drama/layers': 'error',
      'drama/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/i18n/**'],
    plugins: { drama },
    rules: {
      'drama/no-literal-ui-text': 'error',
    },
  },

  // Node-side code: scripts, tests, tool configs and the lint rules themselves.
  {
    files: ['scripts/**', 'tests/**', '*.config.{ts,js,mjs,cjs}', 'eslint-rules/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
