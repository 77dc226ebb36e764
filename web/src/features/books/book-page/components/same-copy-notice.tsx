import { Alert, AlertTitle, Box, Link } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import type { Book, BookDetail } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { displayDate, displayPrice } from '../../../../lib/book-values.ts';
import { bookPath } from '../../../../lib/search-links.ts';

/** Whether any of these sales came before the book's own (both ISO dates; a hidden date never is). */
export function hasEarlierSale(book: Pick<BookDetail, 'date'>, sales: readonly Pick<Book, 'date'>[]): boolean {
  return sales.some((sale) => sale.date < book.date);
}

/**
 * The same copy appears to have been sold more than once; a collector wants that
 * provenance, with each sale's price and date. "Sold before" when one of them is older than this sale,
 * "sold again later" when they all came after it.
 */
export function SameCopyNotice({ book, sales }: { book: BookDetail; sales: readonly Book[] }) {
  const { t } = useTranslation('prices');
  const earlier = hasEarlierSale(book, sales);
  return (
    <Alert
      severity="warning"
      role="note"
      icon={<HistoryIcon aria-hidden />}
      data-testid="same-copy"
      sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>{t(earlier ? 'comparables.sameCopy.earlier' : 'comparables.sameCopy.later')}</AlertTitle>
      {t('comparables.sameCopy.text')}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {sales.map((sale) => (
          <li key={sale.id}>
            <Link component={RouterLink} to={bookPath(sale.id)} color="inherit" sx={{ fontWeight: 600 }}>
              {t('comparables.sameCopy.sale', {
                date: displayDate(sale.date, t),
                price: displayPrice(sale.finalPrice, t),
              })}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
