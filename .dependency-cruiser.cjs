// Dependency check of CONVENTIONS.md "Boundaries", run by `npm run lint` (and so by CI): no import cycles, and code
// flows config -> lib -> components -> domain -> services -> features -> app. ESLint reports the same directions per
// file while editing; this checks the whole graph, cycles included. docs/architecture.md.
/** @type {import('dependency-cruiser').IConfiguration} */
const LAYERS = ['config', 'lib', 'components', 'domain', 'services', 'features', 'app'];

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `${layer}-below-${LAYERS.slice(index + 1).join('-')}`,
  comment: `${layer}/ sits below ${LAYERS.slice(index + 1).join(', ')}: code flows ${LAYERS.join(' -> ')}.`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: { path: `^src/(${LAYERS.slice(index + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import cycles make start-up order fragile and chunks inseparable (type-only imports are erased).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    ...layerRules,
    {
      name: 'feature-not-to-feature',
      comment: 'A feature never imports another feature: what two share moves into domain/ or components/ui.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'src-not-to-mocks-or-tests',
      comment: 'src/ never imports the mocks or tests, except main.tsx starting the mocks in mock builds.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/main\\.tsx$' },
      to: { path: '^(mocks|tests|e2e)/' },
    },
    {
      name: 'mocks-no-circular',
      comment:
        'The mock backend has no import cycles at all, type-only ones included: each file can be read after those it imports.',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: '^mocks/', circular: true },
    },
    {
      name: 'mocks-no-circular-folders',
      comment:
        'No two areas of the mock backend import each other (booking -> prices -> booking): what both need moves down, into mocks/schedule or the area that owns it.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^mocks/' },
      to: { path: '^mocks/', circular: true },
    },
    {
      name: 'mocks-contracts-only',
      comment:
        'mocks/ implements the API contract independently: from src/ it imports only contract files (features/<area>/api/*-contract.ts, domain/<entity>/*-contract.ts, domain/money/money.ts), config/ and lib/. ESLint: MOCKS_CONTRACTS_ONLY.',
      severity: 'error',
      from: { path: '^mocks/' },
      to: {
        path: '^src/',
        pathNot: [
          '^src/(config|lib)/',
          '^src/features/[^/]+/api/[^/]+-contract\\.ts$',
          '^src/domain/[^/]+/[^/]+-contract\\.ts$',
          '^src/domain/money/money\\.ts$',
        ],
      },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-mock)/' },
    // Type-only imports count for the directions (a type from a higher layer is still a dependency on it).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
