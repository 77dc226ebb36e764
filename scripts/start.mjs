// `npm start`: builds what is missing or out of date, then runs the server (API + web app + workers).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { staleParts } from './build-state.mjs';
import { meetsFloor, nodeFloor } from './node-floor.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!meetsFloor(process.version, nodeFloor())) {
  console.error(`Raritet needs Node.js ${nodeFloor()}; this is ${process.version}.`);
  process.exit(1);
}
if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are not installed: run `npm ci` first.');
  process.exit(1);
}

for (const part of staleParts()) {
  console.log(`Building the ${part === 'web' ? 'web app' : 'server'}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', part], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
