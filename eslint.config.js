// ESLint for the whole repository (ADR 0042): typescript-eslint's recommended rules everywhere, the React hooks
// rules for the client, and eslint-config-prettier last so that no rule argues with Prettier's layout.
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // Generated code (relay-compiler artifacts, graphql-codegen resolver types) and build output are not ours to style.
    ignores: ['**/node_modules/', '**/dist/', '**/dist-ssr/', '**/__generated__/', 'coverage/', '.tmp/', '.data/', '.outbox/', 'wip/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    // A disable comment that no longer suppresses anything fails, and every one says after `--` why the rule is wrong there.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      '@eslint-community/eslint-comments/require-description': 'error',
      // `_`-prefixed names mark arguments and destructured fields that are deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An effect or memo that misses a dependency shows stale data; one that is deliberately narrower says why.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The browser suites drive a page through playwright: their callbacks run in the browser.
    files: ['client/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
