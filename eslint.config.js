// Flat config. Architecture is enforced by the local `drama` plugin (eslint-rules/):
//   drama/layers             features stay independent; only src/app (and src/main.tsx) assemble
//                            features and the mock backend; lib/machines/mocks/i18n never reach up.
//   drama/no-literal-ui-text no user-visible literals in .tsx outside src/i18n.
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
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },

  // Application code runs in the browser.
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Architecture rules.
  {
    files: ['src/**/*.{ts,tsx,js,jsx}'],
    plugins: { drama },
    rules: {
      'drama/layers': 'error',
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
