import { Alert, Box } from '@mui/material';
import type { LinkOffer } from '@raritet/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { LinkOfferState } from '../hooks/use-link-offer.ts';
import { Fact } from './bot-status-card.tsx';

/**
 * How the dialog names a Telegram account: its @username; without one, its display name in quotes (a
 * display name is free text, so it is never shown as if it were a @username), else its id.
 */
function useAccountName() {
  const { t } = useTranslation('notifications');
  return (account: Pick<LinkOffer, 'telegramId' | 'telegramUsername'> & { telegramName?: string | null }) => {
    if (account.telegramUsername) return `@${account.telegramUsername}`;
    if (account.telegramName) return t('bot.offerQuotedName', { name: account.telegramName });
    return t('bot.offerIdName', { id: account.telegramId });
  };
}

/**
 * «Привязать Telegram @name к вашему аккаунту?» (ADR 0048): the bot's link names the Telegram
 * account that asked for it; the logged-in user links it or not. Declining is the default (it has the
 * focus, and Escape declines). When the account has another chat now, the dialog says it will be replaced.
 */
export function LinkOfferDialog({ state }: { state: LinkOfferState }) {
  const { t } = useTranslation('notifications');
  const nameOf = useAccountName();
  const { offer, replacing } = state;
  if (offer === null) return null;

  return (
    <ConfirmDialog
      open
      title={t('bot.offerTitle', { name: nameOf(offer) })}
      text={t('bot.offerText')}
      cancelLabel={t('bot.offerDecline')}
      confirmLabel={t('bot.offerConfirm')}
      confirmColor="primary"
      pendingLabel={t('bot.offerConfirming')}
      pending={state.confirming}
      error={state.error}
      onCancel={state.decline}
      onConfirm={state.confirm}
    >
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          mt: 2,
          mb: 0,
        }}
      >
        {offer.telegramUsername && <Fact label={t('bot.account')}>@{offer.telegramUsername}</Fact>}
        {offer.telegramName && <Fact label={t('bot.offerName')}>{offer.telegramName}</Fact>}
        <Fact label={t('bot.telegramId')}>{offer.telegramId}</Fact>
      </Box>
      {replacing && offer.current && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="link-offer-replaces">
          {t('bot.offerReplaces', { current: nameOf(offer.current) })}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
