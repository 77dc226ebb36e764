import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiRequestRaw } from '../../../../lib/api-client.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { bookQueryKey } from './get-book.ts';

/** A width the server scales to (`?size=`), or 'original' for the stored picture (the zoom viewer). */
export type ImageSize = number | 'original';

/**
 * One picture's bytes. The endpoint wants the bearer token, which an <img src> cannot send, so the
 * picture comes as a blob and the components show it through an object URL.
 */
export async function getBookImage(bookId: number, name: string, size: ImageSize, signal?: AbortSignal): Promise<Blob> {
  const response = await apiRequestRaw(`/books/${bookId}/images/${encodeURIComponent(name)}`, {
    query: { size: size === 'original' ? undefined : size },
    signal,
  });
  return response.blob();
}

export function bookImageQueryOptions(bookId: number, name: string, size: ImageSize) {
  return queryOptions({
    queryKey: [...bookQueryKey(bookId), 'image', name, size] as const,
    queryFn: async ({ signal }) => {
      try {
        return await getBookImage(bookId, name, size, signal);
      } catch (error) {
        // Spec §8: image failures are only logged; the picture's place shows a placeholder.
        if (!signal.aborted) console.warn(`Book ${bookId}: image ${name} (${size}) did not load`, error);
        throw error;
      }
    },
    // A lot's photos never change under the same name.
    staleTime: Infinity,
    // A refusal or a missing picture stays so; a dropped connection is worth one more try.
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
  });
}

export function useBookImage(bookId: number, name: string, size: ImageSize) {
  return useQuery(bookImageQueryOptions(bookId, name, size));
}

function blobsOf(results: UseQueryResult<Blob>[]) {
  return results.map((result) => result.data);
}

/** Several pictures at once (the viewer's slides); `enabled: false` asks for nothing yet. */
export function useBookImageBlobs(bookId: number, names: readonly string[], size: ImageSize, enabled: boolean) {
  return useQueries({
    queries: names.map((name) => ({ ...bookImageQueryOptions(bookId, name, size), enabled })),
    combine: blobsOf,
  });
}
