import { Chip, Link, Stack, Tooltip, Typography } from '@mui/material';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import { DELIVERY_STATUS, type NotificationHistoryItem } from '@raritet/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice } from '../../../lib/format.ts';
import { methodKey, statusColor, statusKey } from '../lib/delivery.ts';

/** The book's title, linking to its page when the lot is still in the archive. */
export function HistoryBookTitle({ item }: { item: NotificationHistoryItem }) {
  const { t } = useTranslation('notifications');
  if (item.bookId === null || item.bookTitle === '') {
    return (
      <Typography component="span" variant="inherit" color="textSecondary">
        {item.bookTitle || t('history.bookGone')}
      </Typography>
    );
  }
  return (
    <Link component={RouterLink} to={`/books/${item.bookId}`} underline="hover" sx={{ fontWeight: 600 }}>
      {item.bookTitle}
    </Link>
  );
}

/**
 * The final price; none for a user without a subscription means it is hidden from them (as in the
 * archive), for a subscriber that the lot has none.
 */
export function HistoryPrice({ price, hasSubscription }: { price: number | null; hasSubscription: boolean }) {
  const { t } = useTranslation('common');
  if (price !== null) return <>{formatPrice(price)}</>;
  if (!hasSubscription) {
    return (
      <Typography component="span" variant="inherit" color="textSecondary" sx={{ fontStyle: 'italic' }}>
        {t('values.subscribersOnly')}
      </Typography>
    );
  }
  return <>—</>;
}

export function HistoryMethod({ method }: { method: number }) {
  const { t } = useTranslation('notifications');
  const key = methodKey(method);
  return (
    <Stack direction="row" spacing={0.75} component="span" sx={{ alignItems: 'center', display: 'inline-flex' }}>
      {key === 'bot' ? (
        <TelegramIcon fontSize="small" color="info" aria-hidden />
      ) : (
        <EmailOutlinedIcon fontSize="small" color="action" aria-hidden />
      )}
      <span>{t(`method.${key}`)}</span>
    </Stack>
  );
}

/** A delivery's status as a coloured chip; a failed delivery tells why on hover or focus (`withTooltip`). */
export function HistoryStatus({ item, withTooltip = true }: { item: NotificationHistoryItem; withTooltip?: boolean }) {
  const { t } = useTranslation('notifications');
  const failed = item.status === DELIVERY_STATUS.failed && item.errorMessage !== null && item.errorMessage !== '';
  const chip = (
    <Chip
      size="small"
      color={statusColor(item.status)}
      variant={item.status === DELIVERY_STATUS.pending ? 'outlined' : 'filled'}
      label={t(`status.${statusKey(item.status)}`)}
      data-testid="history-status"
      {...(failed && withTooltip ? { tabIndex: 0 } : {})}
    />
  );
  if (!failed || !withTooltip) return chip;
  return (
    <Tooltip title={t('history.errorTooltip', { error: item.errorMessage })} describeChild>
      {chip}
    </Tooltip>
  );
}
