import { Chip, Stack } from '@mui/material';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { categorySearchPath, sellerSearchPath } from '../../../lib/search-links.ts';

const chipSx = { maxWidth: '100%', '& .MuiChip-label': { overflow: 'hidden', textOverflow: 'ellipsis' } } as const;

export function CategoryChip({ categoryId, name }: { categoryId?: number; name: string }) {
  const { t } = useTranslation('archive');
  const linked = categoryId !== undefined && categoryId > 0;
  return (
    <Chip
      size="small"
      icon={<CategoryOutlinedIcon aria-hidden />}
      label={name}
      title={t('book.categoryTitle', { name })}
      aria-label={t('book.categoryTitle', { name })}
      sx={chipSx}
      {...(linked ? { component: RouterLink, to: categorySearchPath(categoryId), clickable: true } : {})}
    />
  );
}

export function TypeChip({ type }: { type: string }) {
  const { t } = useTranslation('archive');
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<LocalOfferOutlinedIcon aria-hidden />}
      label={type}
      aria-label={t('book.typeTitle', { type })}
      sx={chipSx}
    />
  );
}

/** The seller chip opens the seller search. */
export function SellerChip({ sellerName }: { sellerName: string }) {
  const { t } = useTranslation('archive');
  return (
    <Chip
      size="small"
      variant="outlined"
      color="secondary"
      icon={<StorefrontOutlinedIcon aria-hidden />}
      label={sellerName}
      component={RouterLink}
      to={sellerSearchPath(sellerName)}
      clickable
      title={t('book.sellerTitle', { name: sellerName })}
      aria-label={t('book.sellerTitle', { name: sellerName })}
      sx={chipSx}
    />
  );
}

export function YearChip({ year }: { year: number }) {
  const { t } = useTranslation('archive');
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<EventOutlinedIcon aria-hidden />}
      label={t('book.year', { year })}
      sx={chipSx}
    />
  );
}

interface BookChipsProps {
  book: { categoryId?: number; categoryName: string; type: string; sellerName: string; year?: number | null };
  /** The year chip belongs to the book page; the list leaves it out. */
  showYear?: boolean;
}

/** Category, type and seller chips (plus the year on request), wrapping on narrow screens. */
export function BookChips({ book, showYear = false }: BookChipsProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', minWidth: 0 }}>
      {showYear && book.year != null && <YearChip year={book.year} />}
      {book.categoryName !== '' && <CategoryChip categoryId={book.categoryId} name={book.categoryName} />}
      {book.type !== '' && <TypeChip type={book.type} />}
      {book.sellerName !== '' && <SellerChip sellerName={book.sellerName} />}
    </Stack>
  );
}
