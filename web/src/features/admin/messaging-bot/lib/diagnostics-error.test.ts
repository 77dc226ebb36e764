import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError, HTTP_ERROR_CODE, NETWORK_ERROR_CODE, UnexpectedResponseError } from '../../../../lib/api-error.ts';
import { diagnosticsErrorText } from './diagnostics-error.ts';

/** Returns the key and its values, so the test reads which text was chosen. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values === undefined ? key : `${key} ${JSON.stringify(values)}`) as unknown as TFunction;

describe('diagnosticsErrorText: what a failed bot diagnostics call says', () => {
  it('names a missing endpoint, a server error with its status, and a body that is not JSON', () => {
    expect(diagnosticsErrorText(new ApiError(404, 'not_found', 'Not found'), t)).toBe('admin:telegram.errors.notFound');
    expect(diagnosticsErrorText(new ApiError(502, HTTP_ERROR_CODE, ''), t)).toBe(
      'admin:telegram.errors.server {"status":502}',
    );
    expect(diagnosticsErrorText(new ApiError(200, HTTP_ERROR_CODE, ''), t)).toBe('admin:telegram.errors.invalidJson');
    expect(diagnosticsErrorText(new UnexpectedResponseError('/x', { a: 1 }), t)).toBe(
      'admin:telegram.errors.unexpected',
    );
  });

  it('shows the server’s own message, else the status', () => {
    expect(diagnosticsErrorText(new ApiError(400, 'telegram_no_token', 'Токен бота не задан'), t)).toBe(
      'Токен бота не задан',
    );
    expect(diagnosticsErrorText(new ApiError(409, HTTP_ERROR_CODE, ''), t)).toBe(
      'admin:telegram.errors.status {"status":409}',
    );
    expect(diagnosticsErrorText(new ApiError(0, NETWORK_ERROR_CODE, ''), t)).toBe('common:errors.network');
  });

  it('gives the statistics’ 401 its own text', () => {
    expect(diagnosticsErrorText(new ApiError(401, 'unauthorized', 'x'), t, 'Нет доступа')).toBe('Нет доступа');
    expect(diagnosticsErrorText(new ApiError(401, 'unauthorized', 'x'), t)).toBe('x');
  });
});
