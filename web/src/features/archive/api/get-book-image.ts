import { queryOptions, useQuery } from '@tanstack/react-query';
import { readToken } from '../../../lib/token-cookie.ts';

/** Widths the image endpoint serves (`?size=`); covers in lists use 320. */
export type ImageSize = 160 | 320 | 640;

const API_PREFIX = '/api';

export const bookImageQueryKey = (url: string) => ['archive', 'image', url] as const;

/** GET /api/books/{id}/images/{name}?size= — the address of one image of a lot. */
export function bookImageUrl(bookId: number, imageName: string, size?: ImageSize): string {
  const base = `${API_PREFIX}/books/${bookId}/images/${encodeURIComponent(imageName)}`;
  return size === undefined ? base : `${base}?size=${size}`;
}

export class ImageLoadError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`Image request failed with status ${status}`);
    this.name = 'ImageLoadError';
    this.status = status;
  }
}

/**
 * The image bytes as a Blob. Images are for subscribers, so our own API gets the bearer token; a
 * refusal (401/403) or a missing image is an error the caller turns into a placeholder — it never ends
 * the session the way a 401 on a data call does. Other origins get a plain request.
 */
export async function getBookImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const headers = new Headers();
  const ownApi = url.startsWith(`${API_PREFIX}/`);
  const token = ownApi ? readToken() : null;
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, { headers, signal: signal ?? null });
  if (!response.ok) throw new ImageLoadError(response.status);
  return response.blob();
}

export function bookImageQueryOptions(url: string) {
  return queryOptions({
    queryKey: bookImageQueryKey(url),
    queryFn: ({ signal }) => getBookImage(url, signal),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Null url = nothing to load (the lot has no photo or the user may not see it). */
export function useBookImage(url: string | null) {
  return useQuery({ ...bookImageQueryOptions(url ?? ''), enabled: url !== null });
}
