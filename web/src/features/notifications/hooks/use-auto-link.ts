import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ToastMessage } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAutoLink } from '../api/auto-link.ts';

/** The parameters of the bot's signed link (`/start` without a token answers with it). */
const LINK_PARAMS = ['telegramId', 'expires', 'signature'] as const;

/**
 * Spec §4 auto-link: the page opened with `?telegramId=…&expires=…&signature=…` posts them once, says how
 * it went, and takes them out of the address (replacing the entry, so Back does not post them again),
 * leaving the messaging bot's tab open to show the new status.
 */
export function useAutoLinkFromAddress(showToast: (message: ToastMessage) => void, botTab: string): boolean {
  const { t } = useTranslation('notifications');
  const [searchParams, setSearchParams] = useSearchParams();
  const mutation = useAutoLink();
  const { mutate } = mutation;
  const handled = useRef<string | null>(null);
  const telegramId = searchParams.get('telegramId');
  const expires = searchParams.get('expires');
  const signature = searchParams.get('signature');

  useEffect(() => {
    if (telegramId === null) return;
    const key = `${telegramId}|${expires ?? ''}|${signature ?? ''}`;
    if (handled.current === key) return;
    handled.current = key;
    mutate(
      {
        telegramId,
        ...(expires === null ? {} : { expires }),
        ...(signature === null ? {} : { signature }),
      },
      {
        onSuccess: () => showToast({ text: t('bot.linked'), severity: 'success' }),
        onError: (error) => showToast({ text: errorMessage(error, t, t('bot.autoLinkFailed')), severity: 'error' }),
      },
    );
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        for (const name of LINK_PARAMS) params.delete(name);
        params.set('tab', botTab);
        return params;
      },
      { replace: true },
    );
  }, [telegramId, expires, signature, mutate, setSearchParams, showToast, t, botTab]);

  return mutation.isPending;
}
