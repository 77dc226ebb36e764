import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { THUMBNAIL_SIZES } from '@raritet/contracts/archive';
import { readToken } from './token-cookie.ts';

/**
 * The one way the web app loads a lot's pictures: by address, as a Blob, through the query cache. The
 * image endpoint wants the bearer token, which an <img src> cannot send, so components show the Blob
 * through an object URL (lib/object-urls.ts). Covers, recent sales, the gallery and the zoom viewer all
 * share these cache entries: a thumbnail fetched for a list is not fetched again on the book page.
 */

/** A width the server scales to (`?size=`); without one, the stored original (the zoom viewer). */
export type ImageSize = (typeof THUMBNAIL_SIZES)[number];

const API_PREFIX = '/api';

export const bookImageQueryKey = (url: string) => ['book-image', url] as const;

/** GET /api/books/{id}/images/{name}?size= — the address of one image of a lot. */
export function bookImageUrl(bookId: number, imageName: string, size?: ImageSize): string {
  const base = `${API_PREFIX}/books/${bookId}/images/${encodeURIComponent(imageName)}`;
  return size === undefined ? base : `${base}?size=${size}`;
}

export class ImageLoadError extends Error {
  /** 0 when no answer came back. */
  readonly status: number;

  constructor(status: number) {
    super(status === 0 ? 'Image request got no answer' : `Image request failed with status ${status}`);
    this.name = 'ImageLoadError';
    this.status = status;
  }
}

/**
 * The image bytes as a Blob. Our own API gets the bearer token; a refusal (401/403) or a missing image
 * is an error the caller turns into a placeholder — it never ends the session the way a 401 on a data
 * call does (images are subscriber data, a refusal is expected). Other origins get a plain request.
 */
export async function getBookImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const headers = new Headers();
  const token = url.startsWith(`${API_PREFIX}/`) ? readToken() : null;
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ImageLoadError(0);
  }
  if (!response.ok) throw new ImageLoadError(response.status);
  return response.blob();
}

/** A refusal or a missing picture stays so; a dropped connection or a server hiccup is worth one more try. */
function retryImage(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !(error instanceof ImageLoadError && error.status > 0 && error.status < 500);
}

export function bookImageQueryOptions(url: string) {
  return queryOptions({
    queryKey: bookImageQueryKey(url),
    queryFn: async ({ signal }) => {
      try {
        return await getBookImage(url, signal);
      } catch (error) {
        // Spec §8: image failures are only logged; the picture's place shows a placeholder.
        if (!signal.aborted) console.warn(`Image ${url} did not load`, error);
        throw error;
      }
    },
    // A lot's photos never change under the same name.
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: retryImage,
    refetchOnWindowFocus: false,
  });
}

/** Null url = nothing to load (the lot has no photo or the user may not see it). */
export function useBookImage(url: string | null) {
  return useQuery({ ...bookImageQueryOptions(url ?? ''), enabled: url !== null });
}

function blobsOf(results: UseQueryResult<Blob>[]) {
  return results.map((result) => result.data);
}

/**
 * Several pictures at once (the viewer's slides). `enabled: false` asks for nothing and returns only
 * what is cached already (stand-ins while the wanted pictures arrive).
 */
export function useBookImageBlobs(urls: readonly string[], enabled: boolean) {
  return useQueries({
    queries: urls.map((url) => ({ ...bookImageQueryOptions(url), enabled })),
    combine: blobsOf,
  });
}
