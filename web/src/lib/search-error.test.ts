import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError, HTTP_ERROR_CODE, NETWORK_ERROR_CODE, UnexpectedResponseError } from './api-error.ts';
import {
  explainedFailureMessage,
  isPricePreviewLimitError,
  isRetryableSearchError,
  isSearchLimitError,
  searchErrorMessage,
} from './search-error.ts';
import { testT } from './test-i18n.ts';

let t: TFunction;
beforeAll(async () => {
  t = await testT('ru', 'archive');
});

describe('searchErrorMessage: what a failed search says', () => {
  it('tells an empty body from an unexpected one', () => {
    expect(searchErrorMessage(new UnexpectedResponseError('/books/searchByTitle', ''), t)).toBe(
      'Сервер вернул пустые данные',
    );
    expect(searchErrorMessage(new UnexpectedResponseError('/books/searchByTitle', { x: 1 }), t)).toBe(
      'Сервер вернул неожиданные данные.',
    );
  });

  it("shows the server's message for a refused request (blank query, monthly limit)", () => {
    const limit = new ApiError(429, 'search_limit_reached', 'Лимит поисковых запросов исчерпан');
    expect(searchErrorMessage(limit, t)).toBe('Лимит поисковых запросов исчерпан');
    expect(isSearchLimitError(limit)).toBe(true);
    expect(isSearchLimitError(new ApiError(400, 'validation', 'x'))).toBe(false);
  });

  it("tells today's price-range previews used up from the plan's monthly limit", () => {
    const preview = new ApiError(
      429,
      'price_preview_limit',
      'Без подписки можно выполнить 20 поисков… оформите подписку.',
    );
    expect(isPricePreviewLimitError(preview)).toBe(true);
    expect(searchErrorMessage(preview, t)).toBe('Без подписки можно выполнить 20 поисков… оформите подписку.');
    expect(isRetryableSearchError(preview)).toBe(false);
    expect(isPricePreviewLimitError(new ApiError(429, 'search_limit_reached', 'x'))).toBe(false);
    expect(isPricePreviewLimitError(new ApiError(400, 'price_preview_limit', 'x'))).toBe(false);
  });

  it('falls back to the generic search error', () => {
    expect(searchErrorMessage(new ApiError(500, HTTP_ERROR_CODE, 'Внутренняя ошибка'), t)).toBe(
      'Произошла ошибка при поиске книг. Попробуйте позже.',
    );
    expect(searchErrorMessage(new Error('x'), t)).toBe('Произошла ошибка при поиске книг. Попробуйте позже.');
  });

  // The rule comes from ADR 0042, bounded queries.
  it('a search stopped for taking too long says to refine it; too many a minute says when to ask again', () => {
    const slow = new ApiError(503, 'search_timeout', 'Поиск занял слишком много времени… Уточните запрос.');
    expect(searchErrorMessage(slow, t)).toBe('Поиск занял слишком много времени… Уточните запрос.');
    const perMinute = new ApiError(429, 'rate_limited', 'Слишком много запросов. Повторите попытку через 12 с.');
    expect(searchErrorMessage(perMinute, t)).toBe('Слишком много запросов. Повторите попытку через 12 с.');
    // Not the plan's monthly limit: no plan is offered, and asking again later works.
    expect(isSearchLimitError(perMinute)).toBe(false);
    expect(isRetryableSearchError(perMinute)).toBe(true);
    expect(
      explainedFailureMessage(
        new ApiError(503, 'comparables_timeout', 'Похожие продажи не удалось подобрать вовремя.'),
      ),
    ).toBe('Похожие продажи не удалось подобрать вовремя.');
    expect(explainedFailureMessage(new ApiError(503, HTTP_ERROR_CODE, 'Service Unavailable'))).toBeNull();
    const deep = new ApiError(400, 'search_page_too_deep', 'Листать можно только первые 10 000 результатов.');
    expect(searchErrorMessage(deep, t)).toBe('Листать можно только первые 10 000 результатов.');
    expect(isRetryableSearchError(deep)).toBe(false);
  });

  it('says when there is no connection', () => {
    expect(searchErrorMessage(new ApiError(0, NETWORK_ERROR_CODE, ''), t)).toBe('Нет соединения с сервером');
  });

  it('offers a retry only where asking again may help', () => {
    expect(isRetryableSearchError(new ApiError(0, NETWORK_ERROR_CODE, ''))).toBe(true);
    expect(isRetryableSearchError(new ApiError(500, HTTP_ERROR_CODE, 'x'))).toBe(true);
    expect(isRetryableSearchError(new UnexpectedResponseError('/books/searchByTitle', ''))).toBe(true);
    expect(isRetryableSearchError(new ApiError(400, 'search_query_no_words', 'x'))).toBe(false);
  });
});
