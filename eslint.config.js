// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

/** Folder names directly under `dir` (empty when it does not exist yet). */
function subfolders(dir) {
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

// Web: a feature never imports another feature; pages compose them (bulletproof-react).
const webFeatureZones = subfolders('web/src/features').map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'A web feature must not import another feature: move the shared piece to components/ or lib/.',
}));

// Server: a feature never reaches into another feature's repository; it calls that feature's service.
const serverFeatureZones = subfolders('server/src/features').map((feature) => ({
  target: `./server/src/features/!(${feature})/**/*`,
  from: `./server/src/features/${feature}/**/*repository.ts`,
  message: "Call the other feature's service, not its repository.",
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webFeatureZones, ...serverFeatureZones] }],
      'import-x/no-cycle': 'off',
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
