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

/** Sub-folders of a src/ folder (features, domain entities): lint zones are generated from them. */
function folders(dir) {
  try {
    return readdirSync(new URL(`./src/${dir}`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}
const features = folders('features');
const entities = folders('domain');
const services = folders('services');

/**
 * Pure data files, exempt from the size rules: tables of reference and seed data with no logic (mocks/public, MSW's
 * generated worker, is ignored altogether).
 */
const PURE_DATA_FILES = [
  // Demo parties of the address book: one row of made-up company data per entry.
  'mocks/address-book/seed.ts',
];

const DEEP_RELATIVE = { group: ['../../*'], message: "Use the '@/' alias instead of deep relative imports." };
const NO_MOCKS_OR_TESTS = {
  group: ['**/mocks', '**/mocks/**', '**/tests/**', '**/e2e/**'],
  message: 'src/ never imports the mocks or tests (only main.tsx starts the mocks).',
};
// Type-only imports erase at compile time and cannot bypass the configuration, so they stay allowed.
const NO_DIRECT_ZOD = {
  regex: '^zod(/.*)?$',
  allowTypeImports: true,
  message:
    "Import the configured z from '@/config/zod' (chained API) or '@/config/zod-mini': jitless for the CSP, English messages.",
};

// The layers of CONVENTIONS.md "Boundaries", lowest first: code flows config -> lib -> components -> domain ->
// services -> features -> app, so each layer may import only the layers before it (docs/architecture.md).
const LAYERS = ['config', 'lib', 'components', 'domain', 'services', 'features', 'app'];
const above = (layer) =>
  LAYERS.slice(LAYERS.indexOf(layer) + 1).map((upper) => ({
    group: [`@/${upper}`, `@/${upper}/**`],
    message: `${layer}/ sits below ${upper}/: code flows ${LAYERS.join(' -> ')}.`,
  }));

/**
 * Import boundaries of CONVENTIONS.md, one no-restricted-imports block per folder (a later block replaces an earlier
 * one for the same files, so every block lists all its patterns). Features and domain entities come from the folder
 * lists, so a new one is covered without editing this file. dependency-cruiser (.dependency-cruiser.cjs) checks the
 * same directions plus import cycles over the whole graph.
 */
const SRC = [DEEP_RELATIVE, NO_MOCKS_OR_TESTS, NO_DIRECT_ZOD];
// The mock carrier backend implements the API contract on its own (CONVENTIONS.md "Boundaries"): from src/ it imports
// contract files (features/<area>/api/<area>-contract.ts, domain/<entity>/<entity>-contract.ts), config/ and lib/
// (infrastructure with no business behaviour: request signing, the error body), never a feature's or an entity's
// behaviour (sorting, filtering, URL building), or a test comparing page and server compares a function with itself.
// One exception: domain/money, whose exact arithmetic (integer minor units, ISO 4217 decimals, the one rounding of a
// USD conversion) is what the quote contract's numbers mean; the pages show the API's totals and never recompute them.
const MOCKS_CONTRACTS_ONLY = {
  regex:
    '^@/(app|components|services)(/|$)|^@/features/(?![^/]+/api/[^/]+-contract$)|^@/domain/(?![^/]+/[^/]+-contract$|money/money$)',
  message:
    'mocks/ imports only contract files (features/<area>/api/*-contract, domain/<entity>/*-contract, domain/money), config/ and lib/.',
};
const boundaryBlocks = [
  { files: ['scripts/**/*.{ts,mjs}'], patterns: [DEEP_RELATIVE, NO_DIRECT_ZOD] },
  { files: ['mocks/**/*.{ts,tsx}'], patterns: [DEEP_RELATIVE, NO_DIRECT_ZOD, MOCKS_CONTRACTS_ONLY] },
  { files: ['src/**/*.{ts,tsx}'], patterns: SRC },
  ...['config', 'lib', 'components'].map((layer) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    patterns: [...SRC, ...above(layer)],
  })),
  // The two modules that configure zod are the only importers of zod itself.
  { files: ['src/config/zod.ts', 'src/config/zod-mini.ts'], patterns: [DEEP_RELATIVE, ...above('config')] },
  ...entities.map((entity) => ({
    files: [`src/domain/${entity}/**/*.{ts,tsx}`],
    patterns: [...SRC, ...above('domain')],
  })),
  ...services.map((service) => ({
    files: [`src/services/${service}/**/*.{ts,tsx}`],
    patterns: [...SRC, ...above('services')],
  })),
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    patterns: [
      ...SRC,
      {
        group: ['@/features/*', `!@/features/${feature}`, '@/features/*/**', `!@/features/${feature}/**`],
        message: 'A feature never imports another feature: move what they share into domain/ or components/ui.',
      },
      ...above('features'),
    ],
  })),
  // main.tsx alone starts the mocks.
  { files: ['src/main.tsx'], patterns: [DEEP_RELATIVE, NO_DIRECT_ZOD] },
].map(({ files, patterns }) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'dist-mock-*',
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
        projectService: { allowDefaultProject: ['eslint.config.js', '.dependency-cruiser.cjs'] },
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
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
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
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    // Code a reader can hold (docs/architecture.md "Size"): files of at most 300 lines of code, functions of at most 150,
    // blank lines and comments not counted. Tests too: a describe callback counts as a function.
    files: [
      'src/**/*.{ts,tsx}',
      'mocks/**/*.{ts,tsx,mjs}',
      'scripts/**/*.{mjs,ts}',
      '*.config.{js,ts}',
      'tests/**/*.{ts,tsx}',
      'e2e/**/*.ts',
    ],
    ignores: PURE_DATA_FILES,
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  prettier,
);
