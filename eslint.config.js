// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import featureBoundaries from './eslint-rules/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  // Rules that read the types: a promise nobody awaits or handles, a promise where a condition or a
  // callback returning nothing is expected, `any` leaking out of a library (ADR 0056).
  ...tseslint.configs.recommendedTypeChecked,
  {
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Each file is typed by its workspace's tsconfig; the two root files outside every project by a default one.
        projectService: { allowDefaultProject: ['vitest.config.ts', 'eslint-rules/*.test.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      'local/feature-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // `async` without `await` is deliberate here: it keeps a function that fulfils a Promise-typed contract
      // (Fastify handlers and hooks, test doubles of repositories) answering with a rejection, not a throw.
      // The rule flagged 117 such functions and no bug.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // An unhandled rejection ends the server process: a promise left to run on its own says what happens
    // to its failure (`.catch(…)` that logs it), and `void` alone does not pass.
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }] },
  },
  {
    // Tests read answers their libraries type as `any` (light-my-request's json(), fetch mocks' calls,
    // Playwright's evaluate) and hand methods to `expect`/`vi.mocked`; the rules below would flag each of those
    // hundreds of times without finding a bug.
    files: ['**/*.test.{ts,tsx}', 'server/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      // Its check that `inject().json() as T` could be `json<T>()` flagged 54 lines of tests: the same claim either way.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // Plain JavaScript (config, scripts, the lint rule) has no types to read.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The product never runs demo or test code: the demo is loaded by a dynamic import in demo mode only
    // (server/src/demo-mode), and the fakes of outside services live in server/test/fakes (ADR 0055).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@raritet/demo', '@raritet/demo/*'],
              allowTypeImports: true,
              message: 'The product does not import the demo: demo-mode.ts loads it with import() in demo mode.',
            },
            { group: ['**/test/*', '**/test/**'], message: 'Test helpers and fakes stay out of the product.' },
          ],
        },
      ],
    },
  },
  {
    // Command-line entry points talk to the terminal on purpose.
    files: [
      'scripts/**',
      'server/src/main.ts',
      'server/src/db/migrate-cli.ts',
      'server/build.mjs',
      'server/bench/**',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
