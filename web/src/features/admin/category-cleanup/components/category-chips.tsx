import { Chip, Stack } from '@mui/material';
import type { CleanupCategory } from '@raritet/contracts/category-cleanup';
import { useTranslation } from 'react-i18next';

/** What makes a category a cleanup candidate: a placeholder name, or duplicates by folded name. */
export function CategoryChips({ category }: { category: CleanupCategory }) {
  const { t } = useTranslation('admin');
  if (!category.isUnwanted && !category.hasDuplicates) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {category.isUnwanted && <Chip size="small" color="warning" label={t('categories.table.unwanted')} />}
      {category.hasDuplicates && (
        <Chip
          size="small"
          color="info"
          variant="outlined"
          label={t('categories.table.duplicates', { count: category.duplicateCount })}
        />
      )}
    </Stack>
  );
}
