import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { NotificationHistoryItem } from '@raritet/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { HistoryBookTitle, HistoryMethod, HistoryPrice, HistoryStatus } from './history-values.tsx';

interface HistoryListProps {
  items: readonly NotificationHistoryItem[];
  hasSubscription: boolean;
}

/** From 900 px: createdAt, book title, price, delivery method, status, matched keywords. */
export function HistoryTable({ items, hasSubscription }: HistoryListProps) {
  const { t } = useTranslation('notifications');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('history.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('history.columns.createdAt')}</TableCell>
            <TableCell>{t('history.columns.book')}</TableCell>
            <TableCell align="right">{t('history.columns.price')}</TableCell>
            <TableCell>{t('history.columns.method')}</TableCell>
            <TableCell>{t('history.columns.status')}</TableCell>
            <TableCell>{t('history.columns.keywords')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {formatDateTime(item.createdAt)}
              </TableCell>
              <TableCell
                component="th"
                scope="row"
                sx={{ verticalAlign: 'top', minWidth: 220, overflowWrap: 'anywhere' }}
              >
                <HistoryBookTitle item={item} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                <HistoryPrice price={item.bookPrice} hasSubscription={hasSubscription} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                <HistoryMethod method={item.deliveryMethod} />
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <HistoryStatus item={item} />
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', overflowWrap: 'anywhere', minWidth: 140 }}>
                {item.matchedKeywords || '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
