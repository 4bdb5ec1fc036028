// ESLint 9 flat config. Import boundaries (CONVENTIONS.md) are generated from the folder list, so a new feature is
// covered without editing this file.
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const DEEP_RELATIVE = { group: ['../../*'], message: "Use the '@/' alias instead of deep relative imports." };
const NO_MOCKS_OR_TESTS = {
  group: ['**/mocks', '**/mocks/**', '**/tests/**', '**/e2e/**'],
  message: 'src/ never imports the mocks or tests (only main.tsx starts the mocks).',
};
const BELOW_FEATURES = {
  group: ['@/features', '@/features/**', '@/app', '@/app/**'],
  message: 'lib/, config/ and components/ sit below features and app: code flows lib -> features -> app.',
};

/**
 * Import boundaries of CONVENTIONS.md, one no-restricted-imports block per folder (a later block replaces an earlier
 * one for the same files, so every block lists all its patterns). Features come from the folder list, so a new
 * feature is covered without editing this file.
 */
const boundaryBlocks = [
  { files: ['mocks/**/*.ts', 'scripts/**/*.{ts,mjs}'], patterns: [DEEP_RELATIVE] },
  { files: ['src/**/*.{ts,tsx}'], patterns: [DEEP_RELATIVE, NO_MOCKS_OR_TESTS] },
  {
    files: ['src/config/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    patterns: [DEEP_RELATIVE, NO_MOCKS_OR_TESTS, BELOW_FEATURES],
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    patterns: [
      DEEP_RELATIVE,
      NO_MOCKS_OR_TESTS,
      BELOW_FEATURES,
      { group: ['@/components', '@/components/**'], message: 'lib/ knows no UI.' },
    ],
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    patterns: [
      DEEP_RELATIVE,
      NO_MOCKS_OR_TESTS,
      {
        group: ['@/features/*', `!@/features/${feature}`, '@/features/*/**', `!@/features/${feature}/**`],
        message: 'A feature never imports another feature: move what they share into lib/ or components/.',
      },
      { group: ['@/app', '@/app/**'], message: 'Features never import the app layer.' },
    ],
  })),
  // main.tsx alone starts the mocks.
  { files: ['src/main.tsx'], patterns: [DEEP_RELATIVE] },
].map(({ files, patterns }) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'reports',
      'test-results',
      'playwright-report',
      'coverage',
      'mocks/public',
      'node_modules',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser },
    },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': ['error', { groups: [['^\\u0000'], ['^node:'], ['^@?\\w'], ['^@/'], ['^\\.']] }],
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: render text, never markup from data.',
        },
      ],
    },
  },
  ...boundaryBlocks,
  {
    // Tests and e2e reach their own helpers and the mocks by relative paths (the one alias '@/' is src/ only).
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}', 'mocks/legacy-portal/**/*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
