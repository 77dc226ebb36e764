import { Box, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { displayDate, displayPrice, isSubscribersOnly } from '../../../lib/book-values.ts';

interface FactProps {
  label: string;
  value: string;
  hidden: boolean;
  emphasis?: boolean;
}

function Fact({ label, value, hidden, emphasis = false }: FactProps) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      {hidden ? (
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontStyle: 'italic' }}
        >
          <LockOutlinedIcon aria-hidden sx={{ fontSize: 16 }} />
          {value}
        </Typography>
      ) : (
        <Typography
          sx={emphasis ? { fontWeight: 700, fontSize: '1.15rem', color: 'primary.main' } : { fontWeight: 600 }}
        >
          {value}
        </Typography>
      )}
    </Box>
  );
}

interface BookFactsProps {
  /** `finalPrice` (or `price`) of the book: roubles, or the subscribers-only text. */
  price: number | string | null | undefined;
  /** The sale date (`date` or `endDate`). */
  date: string | null | undefined;
}

/**
 * The final price and the sale date side by side, with the spec's display rules: 'Нет данных',
 * 'Не указана', dd.mm.yyyy, whole roubles, and the subscribers-only text with a lock.
 */
export function BookFacts({ price, date }: BookFactsProps) {
  const { t } = useTranslation('archive');
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
      <Fact
        label={t('book.price')}
        value={displayPrice(price, t)}
        hidden={isSubscribersOnly(price)}
        emphasis={typeof price === 'number'}
      />
      <Fact label={t('book.date')} value={displayDate(date, t)} hidden={isSubscribersOnly(date)} />
    </Stack>
  );
}
