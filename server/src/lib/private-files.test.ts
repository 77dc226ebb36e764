import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepPrivate, prepareDataDir } from './private-files.ts';

let scratch: string;
let umask: number;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'raritet-private-'));
  // The careless operator's shell: nothing masked.
  umask = process.umask(0);
});
afterEach(async () => {
  process.umask(umask);
  await rm(scratch, { recursive: true, force: true });
});

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('DATA_DIR', () => {
  it('is created 0700 whatever the umask, and then gives no warning', async () => {
    const dataDir = path.join(scratch, 'data', 'nested');
    expect(await prepareDataDir(dataDir)).toBeUndefined();
    expect(await modeOf(dataDir)).toBe(0o700);
  });

  it('open to other accounts gives a warning that names it and the command that fixes it', async () => {
    const dataDir = path.join(scratch, 'shared');
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    const warning = await prepareDataDir(dataDir);
    expect(warning).toContain(dataDir);
    expect(warning).toContain('mode 755');
    expect(warning).toContain('chmod -R go-rwx');
  });
});

describe('keepPrivate', () => {
  it("takes other accounts' permissions off everything under a folder and keeps the owner's", async () => {
    await mkdir(path.join(scratch, 'db', 'base'), { recursive: true });
    await writeFile(path.join(scratch, 'db', 'base', '1249'), 'x', { mode: 0o666 });
    await writeFile(path.join(scratch, 'db', 'pg_internal.init'), 'x', { mode: 0o644 });
    await keepPrivate(path.join(scratch, 'db'));
    expect(await modeOf(path.join(scratch, 'db'))).toBe(0o700);
    expect(await modeOf(path.join(scratch, 'db', 'base'))).toBe(0o700);
    expect(await modeOf(path.join(scratch, 'db', 'base', '1249'))).toBe(0o600);
    expect(await modeOf(path.join(scratch, 'db', 'pg_internal.init'))).toBe(0o600);
  });
});
