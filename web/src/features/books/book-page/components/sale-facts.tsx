import { Box, Paper, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { BookDetail } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';
import { displayDate, displayPrice, isSubscribersOnly } from '../../../../lib/book-values.ts';

interface FactProps {
  label: string;
  text: string;
  hidden: boolean;
  /** False for 'Нет данных' / 'Не указана': shown quietly, not as a figure. */
  known: boolean;
  testId: string;
}

function Fact({ label, text, hidden, known, testId }: FactProps) {
  let value;
  if (hidden) {
    value = (
      <Typography
        component="span"
        color="textSecondary"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
      >
        <LockOutlinedIcon aria-hidden fontSize="small" />
        {text}
      </Typography>
    );
  } else if (known) {
    value = (
      <Typography
        component="span"
        variant="h3"
        sx={{ color: 'primary.main', fontSize: { xs: '1.3rem', sm: '1.5rem' } }}
      >
        {text}
      </Typography>
    );
  } else {
    value = (
      <Typography component="span" color="textSecondary">
        {text}
      </Typography>
    );
  }
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="textSecondary" sx={{ mb: 0.25 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }} data-testid={testId}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * Final price and sale date, the two figures a collector opens the page for, with the archive's
 * display rules (whole roubles, dd.mm.yyyy, 'Нет данных', 'Не указана', 'Только для подписчиков').
 */
export function SaleFacts({ book }: { book: BookDetail }) {
  const { t } = useTranslation('book');
  const price = book.finalPrice ?? book.price;
  const date = book.date || book.endDate;
  return (
    <Paper
      variant="outlined"
      component="dl"
      sx={{
        m: 0,
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <Fact
        label={t('facts.finalPrice')}
        text={displayPrice(price, t)}
        hidden={isSubscribersOnly(price)}
        known={typeof price === 'number'}
        testId="book-price"
      />
      <Fact
        label={t('facts.saleDate')}
        text={displayDate(date, t)}
        hidden={isSubscribersOnly(date)}
        known={formatDate(date) !== ''}
        testId="book-date"
      />
    </Paper>
  );
}
