import { Box, Typography } from '@mui/material';
import type { BookDetail } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';

/** The lot's other particulars; rows without a value are left out. */
export function BookFactsList({ book }: { book: BookDetail }) {
  const { t } = useTranslation('book');
  const rows = [
    { key: 'publisher', label: t('details.publisher'), value: book.publisher ?? '' },
    { key: 'place', label: t('details.publicationPlace'), value: book.publicationPlace ?? '' },
    { key: 'language', label: t('details.language'), value: book.language },
    // Subscribers only: the server leaves it out for everyone else.
    { key: 'lot', label: t('details.lot'), value: book.sourceLotId === undefined ? '' : String(book.sourceLotId) },
    // Subscribers only too (it dates the sale): formatDate gives '' for a missing one, and the row is left out.
    { key: 'added', label: t('details.addedDate'), value: formatDate(book.addedDate) },
  ].filter((row) => row.value.trim() !== '');
  if (rows.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="book-facts-title">
      <Typography id="book-facts-title" variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('details.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.75 },
        }}
      >
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="textSecondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
