/**
 * The layer rules of docs/architecture.md, checked by `npm run -s deps`.
 * Tests (*.test.ts, tests/, and the test helpers beside them, *test-kit.ts) are exempt from the
 * layer rules, not from no-circular.
 */
const TESTS = ['\\.test\\.ts$', 'test-kit\\.ts$', '^tests/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere: shortcuts register with the interpreter, shared types live in type modules.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'calc-self-contained',
      severity: 'error',
      comment: 'The CalcArray language (src/calc) imports nothing outside src/calc.',
      from: { path: '^src/calc/', pathNot: TESTS },
      to: { pathNot: '^src/calc/', dependencyTypesNot: ['core', 'npm', 'npm-dev'] },
    },
    {
      name: 'engine-below-plugins',
      severity: 'error',
      comment: 'The engine (src/engine) imports only src/engine, src/calc and src/formats.',
      from: { path: '^src/engine/', pathNot: TESTS },
      to: { pathNot: '^src/(engine|calc|formats)/', dependencyTypesNot: ['core', 'npm', 'npm-dev'] },
    },
    {
      name: 'app-through-worker-protocol',
      severity: 'error',
      comment:
        'The page (src/app, src/render, src/input, src/storage) reaches the engine only through the worker: ' +
        'protocol.ts (messages and the view model), client.ts (its page end), option-text.ts (option values ' +
        'as text and their fit, shared by both ends) and view-colors.ts (how the view model\'s colours read); ' +
        'the hint worker likewise through src/agent/protocol.ts.',
      from: { path: '^src/(app|render|input|storage)/', pathNot: TESTS },
      to: {
        pathNot: [
          '^src/(app|render|input|storage)/',
          '^src/worker/(protocol|client|option-text|view-colors)\\.ts$',
          '^src/agent/protocol\\.ts$',
          '^package\\.json$',
        ],
        dependencyTypesNot: ['core', 'npm', 'npm-dev', 'npm-no-pkg', 'npm-unknown'],
      },
    },
    {
      name: 'plugins-through-kit',
      severity: 'error',
      comment: 'Our plugins (plugins/) import only the public plugin API, src/plugins/kit.ts, and each other.',
      from: { path: '^plugins/', pathNot: TESTS },
      to: { pathNot: ['^plugins/', '^src/plugins/kit\\.ts$'], dependencyTypesNot: ['core', 'npm', 'npm-dev'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
