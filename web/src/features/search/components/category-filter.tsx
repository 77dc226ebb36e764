import { Autocomplete, Chip, TextField } from '@mui/material';
import type { Category } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../lib/categories.ts';

interface CategoryFilterProps {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  id?: string;
}

/** Narrows a title or description search to chosen categories (the `categoryIds` parameter). */
export function CategoryFilter({ value, onChange, id = 'category-filter' }: CategoryFilterProps) {
  const { t } = useTranslation('archive');
  const categoriesQuery = useCategories();
  const categories = categoriesQuery.data ?? [];
  const selected = value
    .map((categoryId) => categories.find((category) => category.id === categoryId))
    .filter((category): category is Category => category !== undefined);

  return (
    <Autocomplete
      id={id}
      multiple
      size="small"
      options={categories}
      value={selected}
      loading={categoriesQuery.isPending}
      getOptionLabel={(category) => category.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((category) => category.id))}
      noOptionsText={categoriesQuery.isError ? t('categories.loadFailed') : t('filter.noOptions')}
      loadingText={t('filter.loading')}
      limitTags={3}
      renderValue={(chosen, getItemProps) =>
        chosen.map((category, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={category.name} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={t('filter.label')} placeholder={selected.length === 0 ? t('filter.all') : ''} />
      )}
    />
  );
}
