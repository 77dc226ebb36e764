import { Link, Typography } from '@mui/material';
import type { SearchHistoryRecord } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice } from '../../../lib/format.ts';
import { historyRecordPath, readPriceRange } from '../lib/history-link.ts';

interface HistoryQueryCellProps {
  record: SearchHistoryRecord;
  categoryNames: ReadonlyMap<number, string> | undefined;
}

/** What was searched, readable (a category's name, a price range in roubles), linking to the search. */
export function HistoryQueryCell({ record, categoryNames }: HistoryQueryCellProps) {
  const { t } = useTranslation('member');
  let text = record.query;
  if (record.searchType === 'category') {
    const id = Number(record.query);
    text = categoryNames?.get(id) ?? t('profile.history.category', { id: record.query });
  } else if (record.searchType === 'priceRange') {
    const range = readPriceRange(record.query);
    if (range !== null)
      text = t('profile.history.priceRange', { min: formatPrice(range.min), max: formatPrice(range.max) });
  }

  const path = historyRecordPath(record);
  if (path === null) return <Typography variant="body2">{text}</Typography>;
  return (
    <Link
      component={RouterLink}
      to={path}
      underline="hover"
      aria-label={t('profile.history.rerun', { query: text })}
      sx={{ overflowWrap: 'break-word', wordBreak: 'break-word' }}
    >
      {text}
    </Link>
  );
}
