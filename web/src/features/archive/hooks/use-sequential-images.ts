import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bookImageQueryOptions } from '../../../lib/book-image.ts';
import { acquireObjectUrl, releaseObjectUrl } from '../../../lib/object-urls.ts';

export interface ImageSource {
  key: string;
  /** Null when there is nothing to load: the card shows its placeholder straight away. */
  url: string | null;
}

/** A loaded image's object URL; null = failed or missing (placeholder); absent = still waiting. */
export type SequentialImages = Record<string, string | null>;

/**
 * Spec §2 Recent sales: images load one after another, not all at once. Blobs go through the query
 * cache, so a refresh that returns the same sales shows them at once. Pass a stable `sources` array.
 */
export function useSequentialImages(sources: readonly ImageSource[]): SequentialImages {
  const queryClient = useQueryClient();
  const [images, setImages] = useState<SequentialImages>({});

  useEffect(() => {
    const controller = new AbortController();
    const acquired: Blob[] = [];
    setImages({});

    async function loadInTurn() {
      for (const { key, url } of sources) {
        if (controller.signal.aborted) return;
        let objectUrl: string | null = null;
        if (url !== null) {
          try {
            const blob = await queryClient.fetchQuery(bookImageQueryOptions(url));
            if (controller.signal.aborted) return;
            objectUrl = acquireObjectUrl(blob);
            acquired.push(blob);
          } catch (error) {
            // Spec §8: image failures are only logged; the card keeps its placeholder.
            if (!controller.signal.aborted) console.warn('Recent sale image failed to load', url, error);
          }
        }
        setImages((previous) => ({ ...previous, [key]: objectUrl }));
      }
    }

    void loadInTurn();
    return () => {
      controller.abort();
      acquired.forEach(releaseObjectUrl);
    };
  }, [sources, queryClient]);

  return images;
}
