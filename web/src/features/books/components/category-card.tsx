import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { Category } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../../../lib/format.ts';
import { categorySearchPath } from '../../../lib/search-links.ts';

/** A card of /categories: name, book count and the optional description; a click opens its search. */
export function CategoryCard({ category }: { category: Category }) {
  const { t } = useTranslation('archive');
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={categorySearchPath(category.id)} sx={{ height: '100%' }}>
        <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
            {category.name}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'secondary.main' }}>
            {t('categories.bookCount', { formatted: formatNumber(category.bookCount) })}
          </Typography>
          {category.description !== null && category.description !== '' && (
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {category.description}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
