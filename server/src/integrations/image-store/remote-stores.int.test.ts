import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCachedImageStore } from './cached.ts';
import { startFakeYandexDisk, type FakeYandexDisk } from '../../../test/fakes/fake-yandex-disk.ts';
import { imageStoreChoice, type ImageStore } from './image-store.ts';
import { createS3ImageStore } from './s3-bucket.ts';
import { createYandexDiskImageStore, YandexDiskError } from './yandex-disk.ts';

const picture = (size: number, fill = 1) => Buffer.alloc(size, fill);

let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let disk: FakeYandexDisk;
let cacheDir: string;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'raritet-s3-'));
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-cache-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'images', configs: [] }],
  });
  endpoint = `http://127.0.0.1:${((await s3.run()) as { port: number }).port}`;
  disk = await startFakeYandexDisk({ token: 'disk-token' });
});
afterAll(async () => {
  await s3?.close();
  await disk?.close();
  await Promise.all([s3Dir, cacheDir].map((dir) => rm(dir, { recursive: true, force: true })));
});

/** What every store must do, whatever it is. */
async function behavesAsAStore(store: ImageStore) {
  expect(await store.get(1234, 'a_1.jpg')).toBeNull();
  await store.put(1234, 'a_1.jpg', picture(10));
  await store.put(1234, 'a_1.jpg', picture(12, 2));
  await store.put(1235, 'a_1.jpg', picture(3));
  expect(await store.get(1234, 'a_1.jpg')).toEqual(picture(12, 2));
  expect(await store.get(1235, 'a_1.jpg')).toEqual(picture(3));
  await expect(store.get(1234, '../etc/passwd')).rejects.toThrow(/invalid image name/);
  await expect(store.put(0, 'a.jpg', picture(1))).rejects.toThrow(RangeError);
}

describe('the S3 image store against a local S3-compatible server', () => {
  it('keeps and returns images by book and name', async () => {
    await behavesAsAStore(createS3ImageStore({ endpoint, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'images' }));
  });
});

describe('the Yandex Disk image store against a fake of its REST API', () => {
  it('keeps and returns images, making its folders once', async () => {
    await behavesAsAStore(createYandexDiskImageStore({ token: 'disk-token', apiUrl: disk.url }));
    expect([...disk.files.keys()]).toContain('disk:/Raritet/images/1/1234/a_1.jpg');
  });

  it('says what Yandex Disk answered to a wrong token', async () => {
    const store = createYandexDiskImageStore({ token: 'wrong', apiUrl: disk.url });
    await expect(store.get(1, 'x.jpg')).rejects.toThrow(YandexDiskError);
    await expect(store.put(1, 'x.jpg', picture(1))).rejects.toThrow(/401/);
  });
});

describe('the local cache in front of a remote store', () => {
  it('reads a file from the remote store once, then from the folder', async () => {
    const remote = createS3ImageStore({ endpoint, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'images' });
    await remote.put(2000, 'c_1.jpg', picture(50));
    let remoteReads = 0;
    const counting: ImageStore = { ...remote, get: (id, name) => ((remoteReads += 1), remote.get(id, name)) };
    const store = createCachedImageStore(counting, { dir: cacheDir, daysToKeep: 30, maxSizeMB: 200 });
    expect(await store.get(2000, 'c_1.jpg')).toEqual(picture(50));
    expect(await store.get(2000, 'c_1.jpg')).toEqual(picture(50));
    expect(remoteReads).toBe(1);
  });

  it('sweeps files past their age, then the least recently read until under the size', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'raritet-sweep-'));
    const remote: ImageStore = { description: 'nowhere', get: async () => null, put: async () => {} };
    const store = createCachedImageStore(remote, { dir, daysToKeep: 30, maxSizeMB: 1 });
    const now = new Date('2026-11-24T12:00:00Z');
    const day = 86_400_000;
    // Five files of 400 KB: one read 40 days ago, the others 4, 3, 2 and 1 days ago.
    const ages = [40, 4, 3, 2, 1];
    for (const [index, age] of ages.entries()) {
      await store.put(100 + index, 'p.jpg', picture(400 * 1024));
      const file = path.join(dir, '0', String(100 + index), 'p.jpg');
      const readAt = new Date(now.getTime() - age * day);
      await utimes(file, readAt, readAt);
    }
    const result = await store.sweep(now);
    // The 40-day-old file for age; then 4 × 400 KB = 1.6 MB > 1 MB: the two least recently read go too.
    expect(result.removedFiles).toBe(3);
    expect(result.keptBytes).toBe(2 * 400 * 1024);
    const left = (await readdir(path.join(dir, '0'))).sort();
    expect(left).toEqual(['103', '104']);
    // Nothing to do the second time.
    expect((await store.sweep(now)).removedFiles).toBe(0);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('choosing the store from the settings', () => {
  const places = { imageDir: '/srv/images', dataDir: '/srv/data', yandexDiskApiUrl: 'https://disk.example/v1/disk' };
  const base = {
    typeOfAccessImages: { UseLocalFiles: 'true' as 'true' | 'false', LocalPathOfImages: '' },
    yandexCloud: { AccessKey: 'a', SecretKey: 's', ServiceUrl: 'https://storage.yandexcloud.net', BucketName: 'b1' },
    yandexDisk: { Token: 't' },
    cacheSettings: { LocalCachePath: 'image_cache', DaysToKeep: 30, MaxCacheSizeMB: 200 },
  };

  const withLocalPath = (LocalPathOfImages: string) =>
    imageStoreChoice({ ...base, typeOfAccessImages: { UseLocalFiles: 'true', LocalPathOfImages } }, places);

  it('uses local files by default, at IMAGE_DIR or a folder inside it, never elsewhere', () => {
    expect(imageStoreChoice(base, places)).toEqual({ kind: 'local', dir: '/srv/images' });
    expect(withLocalPath('archive/2024')).toEqual({ kind: 'local', dir: '/srv/images/archive/2024' });
    // A value from before the rule (absolute, climbing) is not used: IMAGE_DIR itself.
    for (const bad of ['/mnt/x', '../data', 'a/../../etc', '.', '~/x']) {
      expect(withLocalPath(bad), bad).toEqual({ kind: 'local', dir: '/srv/images' });
    }
  });

  it('uses the bucket, then Yandex Disk, with the cache in DATA_DIR/cache', () => {
    const remote = { ...base, typeOfAccessImages: { UseLocalFiles: 'false' as const, LocalPathOfImages: '' } };
    expect(imageStoreChoice(remote, places)).toMatchObject({
      kind: 's3',
      bucket: 'b1',
      cache: { dir: '/srv/data/cache/image_cache', daysToKeep: 30, maxSizeMB: 200 },
    });
    for (const bad of ['/srv', '.', '..', 'x/../..']) {
      expect(
        imageStoreChoice({ ...remote, cacheSettings: { ...remote.cacheSettings, LocalCachePath: bad } }, places),
        bad,
      ).toMatchObject({ cache: { dir: '/srv/data/cache/image_cache' } });
    }
    expect(
      imageStoreChoice({ ...remote, yandexCloud: { ...remote.yandexCloud, BucketName: '' } }, places),
    ).toMatchObject({
      kind: 'yandexDisk',
      token: 't',
      apiUrl: 'https://disk.example/v1/disk',
    });
    expect(
      imageStoreChoice(
        { ...remote, yandexCloud: { ...remote.yandexCloud, BucketName: '' }, yandexDisk: { Token: '' } },
        places,
      ),
    ).toEqual({ kind: 'local', dir: '/srv/images' });
  });
});
