// Tells whether server/dist and the web build (web/dist, web/dist-server) are older than their sources, so
// `npm start` builds only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(full)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

function isStale(output, inputs) {
  const target = path.join(root, output);
  if (!existsSync(target)) return true;
  const built = statSync(target).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}

const contracts = ['packages/contracts/src', 'packages/contracts/package.json'];

export const staleParts = () =>
  [
    isStale('server/dist/.build-stamp', [
      'server/src',
      'server/drizzle',
      'server/package.json',
      'server/build.mjs',
      'packages/demo/src',
      'packages/demo/package.json',
      ...contracts,
    ])
      ? 'server'
      : null,
    // The render module is the build's last step but one (web/scripts/prerender.mjs): a build made before it
    // existed is built again.
    isStale('web/dist-server/entry-server.js', [
      'web/src',
      'web/public',
      'web/index.html',
      'web/scripts',
      'web/vite.config.ts',
      'web/package.json',
      ...contracts,
    ])
      ? 'web'
      : null,
  ].filter(Boolean);
