import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError, HTTP_ERROR_CODE, NETWORK_ERROR_CODE } from '../../../lib/api-error.ts';
import { recentSalesErrorMessage } from './recent-sales-error.ts';
import { testT } from '../../../lib/test-i18n.ts';

let t: TFunction;
beforeAll(async () => {
  t = await testT('ru', 'archive');
});

describe('recentSalesErrorMessage: what a failed recent sales load says', () => {
  it.each([
    [401, 'Требуется авторизация для просмотра недавних продаж'],
    [403, 'Недостаточно прав для просмотра недавних продаж'],
    [404, 'Данные о продажах не найдены'],
    [500, 'Ошибка сервера. Попробуйте позже'],
    [503, 'Ошибка сервера. Попробуйте позже'],
  ])('status %i reads %s', (status, text) => {
    expect(recentSalesErrorMessage(new ApiError(status, HTTP_ERROR_CODE, 'ignored'), t)).toBe(text);
  });

  it("shows the server's message for other statuses, else 'Ошибка {status}'", () => {
    expect(recentSalesErrorMessage(new ApiError(429, 'rate_limited', 'Слишком много запросов'), t)).toBe(
      'Слишком много запросов',
    );
    expect(recentSalesErrorMessage(new ApiError(418, HTTP_ERROR_CODE, ''), t)).toBe('Ошибка 418');
  });

  it("reads 'Нет соединения с сервером' when nothing came back", () => {
    expect(recentSalesErrorMessage(new ApiError(0, NETWORK_ERROR_CODE, ''), t)).toBe('Нет соединения с сервером');
  });

  it("reads 'Ошибка при отправке запроса' for anything else", () => {
    expect(recentSalesErrorMessage(new Error('bad body'), t)).toBe('Ошибка при отправке запроса');
  });
});
