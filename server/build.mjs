// Bundles the server's TypeScript into dist/ (contracts inlined, npm dependencies left external). The demo
// (packages/demo) is imported dynamically in demo mode only, so it lands in a chunk of its own under
// dist/chunks that main.js loads only then: a server without demo mode runs no demo code (ADR 0055).
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const dependenciesOf = (file) =>
  Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).dependencies);
const external = [...dependenciesOf('./package.json'), ...dependenciesOf('../packages/demo/package.json')].filter(
  (name) => !name.startsWith('@raritet/'),
);

// Chunks are named by their content: old ones would pile up.
rmSync(new URL('./dist/chunks', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: ['src/main.ts', 'src/db/migrate-cli.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node22',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
writeFileSync(new URL('./dist/.build-stamp', import.meta.url), new Date().toISOString());
