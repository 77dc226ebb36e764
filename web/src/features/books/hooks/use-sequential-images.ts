import { useState } from 'react';

export interface SequentialImages {
  /** Whether the picture at this place may start loading: every picture before it has loaded or failed. */
  mayLoad: (index: number) => boolean;
  /** The picture at this place has loaded or failed: the next one may start. */
  settle: (index: number) => void;
}

/**
 * Images load one after another, not all at once. `hasImage` says which places
 * have a picture at all (the others show their placeholder and hold nobody up); a new `list` (another
 * answer) starts over, the same one (a refresh that returned the same sales) keeps what has loaded.
 */
export function useSequentialImages(list: unknown, hasImage: readonly boolean[]): SequentialImages {
  const [settled, setSettled] = useState<{ list: unknown; indexes: ReadonlySet<number> }>({
    list,
    indexes: new Set(),
  });
  const indexes = settled.list === list ? settled.indexes : new Set<number>();
  return {
    mayLoad: (index) => hasImage.slice(0, index).every((has, before) => !has || indexes.has(before)),
    settle: (index) =>
      setSettled((previous) => ({
        list,
        indexes: new Set([...(previous.list === list ? previous.indexes : []), index]),
      })),
  };
}
