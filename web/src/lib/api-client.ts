import { ErrorBody } from '@raritet/contracts/errors';
import { z } from 'zod';
import { ApiError, HTTP_ERROR_CODE, NETWORK_ERROR_CODE, UnexpectedResponseError } from './api-error.ts';
import { currentLanguage } from './i18n.ts';
import { serverContext } from './server-context.ts';
import { readSessionHint } from './session-hint.ts';

const API_PREFIX = '/api';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A multipart body (a file chunk) instead of JSON; the browser sets its content type and boundary. */
  form?: FormData;
  /** Raw bytes instead of JSON (a file chunk), sent as `application/octet-stream`. */
  bytes?: Blob;
  /** Repeated values (arrays) become repeated parameters: `categoryIds=1&categoryIds=2`. */
  query?: Record<string, QueryValue | QueryValue[]>;
  /**
   * False for calls whose 401 says nothing about the session (login, logout), so it never ends one. The
   * browser sends the HttpOnly session cookie with every call all the same (ADR 0051).
   */
  auth?: boolean;
  /** The request outlives the page (`fetch`'s keepalive): a logout still reaches the server on unload. */
  keepalive?: boolean;
  signal?: AbortSignal;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called whenever an authenticated call comes back 401: the session is over. Returns an unsubscribe. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The address of an API path (`/admin/x` → `/api/admin/x?…`), for a form or link the browser follows itself. */
export function apiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${API_PREFIX}${path}${search === '' ? '' : `?${search}`}`;
}

/** Every error answer, plus the field some routes name beside it (the admin settings). */
const ErrorAnswer = ErrorBody.extend({ field: z.string().optional() });

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const parsed = ErrorAnswer.safeParse(await response.json());
    if (parsed.success) {
      const { code, message, field } = parsed.data;
      return new ApiError(response.status, code, message, field);
    }
  } catch {
    // A proxy's HTML error page or an empty body: fall through to a bare HTTP error.
  }
  return new ApiError(response.status, HTTP_ERROR_CODE, '');
}

/**
 * Sends the request and returns the raw response when it is 2xx; otherwise throws an ApiError. Only for
 * answers that are not JSON (the captcha and lot pictures); JSON goes through `apiRequest`.
 */
export async function apiRequestRaw(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, form, bytes, query, auth = true, keepalive, signal } = options;
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  // In a browser the session cookie goes by itself; on the server the loaders pass the visitor's token.
  const token = auth ? (serverContext()?.token ?? null) : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const session = auth ? readSessionHint() : null;
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (bytes !== undefined) headers.set('Content-Type', 'application/octet-stream');

  let response: Response;
  try {
    // On the server the loaders reach the API through the request's fetch (src/entry-server.tsx).
    const send = serverContext()?.fetch ?? fetch;
    response = await send(apiUrl(path, query), {
      method,
      headers,
      body: form ?? bytes ?? (body === undefined ? undefined : JSON.stringify(body)),
      ...(keepalive === undefined ? {} : { keepalive }),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, '');
  }

  if (!response.ok) {
    // Only the session the app still holds ends: an answer about one left behind (logged out, or replaced
    // by a password change while this call was under way) says nothing about the current one.
    if (response.status === 401 && session !== null && session === readSessionHint()) {
      unauthorizedListeners.forEach((listener) => listener());
    }
    throw await toApiError(response);
  }
  return response;
}

/** The schema of a call answered 204: no body at all. */
export const NoContent = z.undefined();

/**
 * JSON in, JSON out, read through the contract's schema: the one way the app reads an answer, so what a
 * screen gets is what the contract says. An empty body reads as undefined (a 204: `NoContent`); a body the
 * schema refuses is an UnexpectedResponseError, which the screens show as their error state.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.output<S>> {
  const response = await apiRequestRaw(path, options);
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError(response.status, HTTP_ERROR_CODE, '');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UnexpectedResponseError(path, body);
  return parsed.data;
}
