import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package folder, found by walking up from this module: the same code runs from
 * src/ (tsx, tests) and bundled from dist/, at different depths.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server folder (drizzle/meta/_journal.json)');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const defaultWebDistDir = path.join(serverRoot, '..', 'web', 'dist');
