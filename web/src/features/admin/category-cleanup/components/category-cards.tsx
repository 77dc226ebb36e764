import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../../lib/format.ts';
import { CategoryChips } from './category-chips.tsx';
import type { CategoryListProps } from './category-list-props.ts';

/** Narrow screens: one card per category; the checkbox is the selection, as in the table. */
export function CategoryCards(props: CategoryListProps) {
  const { categories, selected, onToggle, onTogglePage, onDelete, onMerge } = props;
  const { t } = useTranslation('admin');
  const ids = categories.map((category) => category.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));

  return (
    <Box>
      <FormControlLabel
        sx={{ mb: 1, ml: 0 }}
        control={<Checkbox checked={allSelected} onChange={(event) => onTogglePage(ids, event.target.checked)} />}
        label={t('categories.table.selectPage')}
      />
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('categories.table.label')}
      >
        {categories.map((category) => {
          const facts = [
            { label: t('categories.table.columns.books'), value: formatNumber(category.booksCount) },
            { label: t('categories.table.columns.unique'), value: formatNumber(category.uniqueBooksCount) },
            { label: t('categories.table.columns.exclusive'), value: formatNumber(category.exclusiveBooksCount) },
            { label: t('categories.table.columns.updated'), value: formatDate(category.lastUpdatedDate) },
          ];
          return (
            <Card component="li" key={category.id} variant="outlined" aria-label={category.name}>
              <CardContent sx={{ pb: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Checkbox
                    sx={{ ml: -1.5 }}
                    checked={selected.has(category.id)}
                    onChange={() => onToggle(category.id)}
                    slotProps={{ input: { 'aria-label': t('categories.table.select', { name: category.name }) } }}
                  />
                  <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{category.name}</Typography>
                    <CategoryChips category={category} />
                  </Stack>
                </Stack>
                <Box
                  component="dl"
                  sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, mt: 1, mb: 0 }}
                >
                  {facts.map((fact) => (
                    <Box key={fact.label} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="textSecondary">
                        {fact.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                        {fact.value}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 1.5, flexWrap: 'wrap', gap: 1 }}>
                {category.hasDuplicates && (
                  <Button
                    size="small"
                    startIcon={<CallMergeIcon />}
                    aria-label={t('categories.table.merge', { name: category.name })}
                    onClick={() => onMerge(category)}
                  >
                    {t('categories.table.mergeShort')}
                  </Button>
                )}
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  aria-label={t('categories.table.delete', { name: category.name })}
                  onClick={() => onDelete(category)}
                >
                  {t('categories.table.deleteShort')}
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Stack>
    </Box>
  );
}
