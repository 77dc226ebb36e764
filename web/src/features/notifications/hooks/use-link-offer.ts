import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LinkOffer } from '@raritet/contracts/notifications';
import type { ToastMessage } from '../../../components/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAutoLink } from '../api/auto-link.ts';
import { useDeclineLinkOffer } from '../api/decline-link-offer.ts';
import { useLinkOffer } from '../api/get-link-offer.ts';

/** The parameters of the bot's link (`expires` and `signature`: its signed form before ADR 0048). */
const LINK_PARAMS = ['telegramId', 'nonce', 'expires', 'signature'] as const;

export interface LinkOfferState {
  /** The offer the address names is being read. */
  loading: boolean;
  /** The offer to confirm or decline; null when there is none to ask about. */
  offer: LinkOffer | null;
  /** The account's current chat differs from the offer's: confirming replaces it. */
  replacing: boolean;
  confirming: boolean;
  /** Why the last confirmation failed, while the dialog stays open. */
  error: string | null;
  confirm: () => void;
  decline: () => void;
}

/**
 * The bot's link, made a question (ADR 0048): the page opened with the bot's
 * `?telegramId=…&nonce=…` reads which Telegram account the link names and asks the logged-in user;
 * nothing is posted until they confirm. Declining burns the link. Either way, or when the link cannot be
 * used, the parameters leave the address (replacing the entry, so Back does not ask again) and the
 * messaging bot's tab stays open to show the status.
 */
export function useLinkOfferFromAddress(showToast: (message: ToastMessage) => void, botTab: string): LinkOfferState {
  const { t } = useTranslation('notifications');
  const [searchParams, setSearchParams] = useSearchParams();
  const telegramId = searchParams.get('telegramId');
  const nonce = searchParams.get('nonce') ?? '';
  const onBotTab = searchParams.get('tab') === botTab;
  const query = useMemo(() => (telegramId === null ? null : { telegramId, nonce }), [telegramId, nonce]);
  const offer = useLinkOffer(query);
  const link = useAutoLink();
  const declining = useDeclineLinkOffer();
  const [error, setError] = useState<string | null>(null);

  const leave = useCallback(() => {
    setError(null);
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        for (const name of LINK_PARAMS) params.delete(name);
        params.set('tab', botTab);
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams, botTab]);

  // The question is asked over the bot's tab, where the answer shows.
  useEffect(() => {
    if (query === null || onBotTab) return;
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('tab', botTab);
        return params;
      },
      { replace: true },
    );
  }, [query, onBotTab, setSearchParams, botTab]);

  // A link that cannot be used (unknown, used, expired, of before the nonce): say why, and drop it.
  const { isError, error: readError } = offer;
  useEffect(() => {
    if (query === null || !isError) return;
    showToast({ text: errorMessage(readError, t, t('bot.autoLinkFailed')), severity: 'error' });
    leave();
  }, [query, isError, readError, showToast, t, leave]);

  const shown = query !== null && offer.data !== undefined ? offer.data : null;
  const replacing = shown?.current != null && shown.current.telegramId !== shown.telegramId;

  const confirm = useCallback(() => {
    if (query === null) return;
    setError(null);
    link.mutate(
      { ...query, replace: replacing },
      {
        onSuccess: () => {
          showToast({ text: t('bot.linked'), severity: 'success' });
          leave();
        },
        onError: (failure) => {
          // The account got another chat meanwhile (another tab): show it and ask again.
          if (isApiError(failure) && failure.code === 'telegram_link_replace_unconfirmed') {
            setError(errorMessage(failure, t));
            void offer.refetch();
            return;
          }
          showToast({ text: errorMessage(failure, t, t('bot.autoLinkFailed')), severity: 'error' });
          leave();
        },
      },
    );
  }, [query, replacing, link, offer, showToast, t, leave]);

  const decline = useCallback(() => {
    if (query === null) return;
    declining.mutate(query, {
      onSuccess: (result) => showToast({ text: result.message, severity: 'info' }),
      // Unusable by now (expired, say): nothing was linked all the same.
      onError: () => showToast({ text: t('bot.offerDeclined'), severity: 'info' }),
    });
    leave();
  }, [query, declining, showToast, t, leave]);

  return {
    loading: query !== null && offer.isPending,
    offer: shown,
    replacing,
    confirming: link.isPending,
    error,
    confirm,
    decline,
  };
}
