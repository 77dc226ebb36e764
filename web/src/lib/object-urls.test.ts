import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acquireObjectUrl, releaseObjectUrl } from './object-urls.ts';

describe('object URL sharing', () => {
  let created = 0;
  const revoked: string[] = [];

  beforeEach(() => {
    created = 0;
    revoked.length = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++created}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

  it('gives every user of a blob the same URL and revokes it after the last one lets go', async () => {
    const blob = new Blob(['x']);
    const first = acquireObjectUrl(blob);
    expect(acquireObjectUrl(blob)).toBe(first);
    expect(created).toBe(1);

    releaseObjectUrl(blob);
    await tick();
    expect(revoked).toEqual([]);

    releaseObjectUrl(blob);
    await tick();
    expect(revoked).toEqual([first]);
  });

  it('keeps the URL when a blob is released and taken again in the same flush (an effect swap)', async () => {
    const blob = new Blob(['y']);
    const url = acquireObjectUrl(blob);
    releaseObjectUrl(blob);
    expect(acquireObjectUrl(blob)).toBe(url);
    await tick();
    expect(revoked).toEqual([]);
    releaseObjectUrl(blob);
    await tick();
    expect(revoked).toEqual([url]);
  });
});
