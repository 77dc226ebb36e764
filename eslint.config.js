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
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'local/feature-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
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
