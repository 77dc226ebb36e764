// The Node.js floor (package.json's engines.node, ">=X.Y.Z") and, for CI machines whose `node` is older,
// the pinned version in .node-version fetched from the npm registry: the node-<platform>-<arch> package
// ships the binary. Run as a script it prints the folder to put first on PATH, or nothing when the
// running node already meets the floor. Plain Node with no dependencies: it runs before `npm ci`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** [major, minor, patch] of "v22.19.0", "22.19" or ">=22.19". */
function parts(version) {
  const match = /^(?:>=\s*)?v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(version.trim());
  if (!match) throw new Error(`not a version or a ">=" floor: ${version}`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** Whether `version` (e.g. process.version) is at or above `floor` (e.g. ">=22.19"). */
export function meetsFloor(version, floor) {
  const [have, need] = [parts(version), parts(floor)];
  for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i] > need[i];
  return true;
}

/** package.json's engines.node. */
export function nodeFloor() {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
}

/** Fetches the pinned Node.js (cached) and returns the folder holding its `node`. */
function bringPinnedNode(floor) {
  const version = readFileSync(path.join(root, '.node-version'), 'utf8').trim();
  if (!meetsFloor(version, floor)) throw new Error(`.node-version ${version} is below the floor ${floor}`);
  const cache = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'raritet-node');
  const bin = path.join(cache, version, 'bin');
  if (!existsSync(path.join(bin, 'node'))) {
    mkdirSync(cache, { recursive: true });
    const work = mkdtempSync(path.join(cache, `.${version}-`));
    try {
      const spec = `node-${process.platform}-${process.arch}@${version}`;
      console.error(`node ${process.version} is below ${floor}: fetching ${spec} from the npm registry`);
      const [packed] = JSON.parse(
        execFileSync('npm', ['pack', spec, '--json', '--pack-destination', work], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'inherit'],
        }),
      );
      execFileSync('tar', ['-xzf', path.join(work, packed.filename), '-C', work, 'package/bin/node']);
      rmSync(path.join(work, packed.filename));
      // The folder appears whole or not at all: a run stopped half-way leaves only a dot-folder.
      rmSync(path.join(cache, version), { recursive: true, force: true });
      renameSync(path.join(work, 'package'), path.join(cache, version));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  const reported = execFileSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
  if (reported !== `v${version}`) throw new Error(`${bin}/node reports ${reported}, not v${version}`);
  return bin;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const floor = nodeFloor();
  if (!meetsFloor(process.version, floor)) console.log(bringPinnedNode(floor));
}
