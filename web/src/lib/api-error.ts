/** Codes the client itself produces when the server gives no usable `{ code, message }` body. */
export const NETWORK_ERROR_CODE = 'network_error';
export const HTTP_ERROR_CODE = 'http_error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The input a refused value belongs to (`smtp.Port`), when the route names it. */
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * A successful answer whose body is not what the contract's schema describes. `empty` tells a missing
 * body (none, null or '') from a different one: the searches have a message for each.
 */
export class UnexpectedResponseError extends Error {
  readonly empty: boolean;

  constructor(path: string, body: unknown) {
    const empty = body === undefined || body === null || body === '';
    super(`${empty ? 'Empty' : 'Unexpected'} answer from ${path}`);
    this.name = 'UnexpectedResponseError';
    this.empty = empty;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's own (already localised) message, or null when the failure carried none. */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) && !error.isNetworkError && error.message !== '' ? error.message : null;
}
