import type { TFunction } from 'i18next';
import { isApiError, serverMessage, UnexpectedResponseError } from './api-error.ts';

/**
 * Too many searches a minute (ADR 0042): not the plan's limit, so no plan is offered; asking again once
 * the minute is over works.
 */
function isPerMinuteLimit(error: unknown): boolean {
  return isApiError(error) && error.status === 429 && error.code === 'rate_limited';
}

/** The plan's monthly search limit is used up: the page offers a plan with more requests. */
export function isSearchLimitError(error: unknown): boolean {
  return isApiError(error) && error.status === 429 && !isPerMinuteLimit(error);
}

/** 503s whose message says what to do: refine the search, or come back later (ADR 0042). */
const TIMEOUT_CODES = new Set(['search_timeout', 'comparables_timeout']);

/**
 * The server's own message where it says what to do (ADR 0042): a limit (429: when to ask again), or
 * work stopped for taking too long (503: refine the search); null for any other failure.
 */
export function explainedFailureMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const explained = error.status === 429 || (error.status === 503 && TIMEOUT_CODES.has(error.code));
  return explained ? serverMessage(error) : null;
}

/**
 * A user without a subscription has used up today's price-range previews: the page invites them to
 * subscribe and come back here, rather than to a bigger plan.
 */
export function isPricePreviewLimitError(error: unknown): boolean {
  return isApiError(error) && error.status === 429 && error.code === 'price_preview_limit';
}

/**
 * The statistics or comparables refused to this viewer: 403 without an active subscription (it may have
 * ended since the page learnt the session), 401 for a guest. The page shows the invitation instead.
 */
export function isPricesRefused(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 401);
}

/** A price order for a viewer the server does not show prices to. */
export function isPriceSortRefused(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'search_sort_price_subscribers_only';
}

/**
 * Whether asking again may help: a lost connection, a server failure or an odd answer may pass; a request
 * the server refused (a query with no words, a reversed price range in the address) will be refused again.
 */
export function isRetryableSearchError(error: unknown): boolean {
  return isPerMinuteLimit(error) || !(isApiError(error) && error.status >= 400 && error.status < 500);
}

/**
 * 'Сервер вернул пустые данные', 'Сервер вернул неожиданные данные.', the server's own
 * message for a refused request (blank query, limit reached) or a search stopped for taking too long,
 * 'no connection', else the generic text.
 */
export function searchErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof UnexpectedResponseError) {
    return error.empty ? t('archive:search.errors.empty') : t('archive:search.errors.unexpected');
  }
  if (isApiError(error)) {
    if (error.isNetworkError) return t('common:errors.network');
    if (error.status >= 400 && error.status < 500) return serverMessage(error) ?? t('archive:search.errors.failed');
    return explainedFailureMessage(error) ?? t('archive:search.errors.failed');
  }
  return t('archive:search.errors.failed');
}
