import { useLayoutEffect, useState } from 'react';

/**
 * Object URLs for image blobs fetched with the bearer token (an <img src> cannot send it). Each URL is
 * shared by every component showing the same blob and revoked once the last of them unmounts.
 * Revoking waits a microtask: when React swaps one effect for the next (a new blob joins the list),
 * the unchanged blobs are released and re-acquired in the same flush and keep their URL.
 */
interface Entry {
  url: string;
  users: number;
}

const entries = new Map<Blob, Entry>();

export function acquireObjectUrl(blob: Blob): string {
  let entry = entries.get(blob);
  if (entry === undefined) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    entries.set(blob, entry);
  }
  entry.users += 1;
  return entry.url;
}

export function releaseObjectUrl(blob: Blob): void {
  const entry = entries.get(blob);
  if (entry === undefined) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  queueMicrotask(() => {
    if (entry.users > 0 || entries.get(blob) !== entry) return;
    entries.delete(blob);
    URL.revokeObjectURL(entry.url);
  });
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

type Blobs = readonly (Blob | undefined)[];

/** URLs for the given blobs (undefined while a blob is missing), alive while the component is mounted. */
export function useObjectUrls(blobs: Blobs): (string | undefined)[] {
  // The caller may build a new array each render; the effect below must only rerun when a blob changes.
  const [stableBlobs, setStableBlobs] = useState(blobs);
  if (!sameItems(stableBlobs, blobs)) setStableBlobs(blobs);

  const [current, setCurrent] = useState<{ blobs: Blobs; urls: (string | undefined)[] }>({ blobs: [], urls: [] });
  useLayoutEffect(() => {
    const urls = stableBlobs.map((blob) => (blob === undefined ? undefined : acquireObjectUrl(blob)));
    setCurrent({ blobs: stableBlobs, urls });
    return () => stableBlobs.forEach((blob) => blob !== undefined && releaseObjectUrl(blob));
  }, [stableBlobs]);

  // Until the effect has run for these blobs, URLs of an older list would point at the wrong pictures.
  return current.blobs === stableBlobs ? current.urls : blobs.map(() => undefined);
}

export function useObjectUrl(blob: Blob | undefined): string | undefined {
  return useObjectUrls([blob])[0];
}
