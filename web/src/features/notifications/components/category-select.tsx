import { Autocomplete, Chip, TextField } from '@mui/material';
import type { Category } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../lib/categories.ts';

interface CategorySelectProps {
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur: () => void;
  error?: string;
}

/** A stand-in for an id the catalogue no longer lists (a deleted category), so it can still be removed. */
const unknownCategory = (id: number): Category => ({ id, name: '', description: null, bookCount: 0 });

/** The catalogue's categories as a searchable multi-select; the form keeps their ids. */
export function CategorySelect({ value, onChange, onBlur, error }: CategorySelectProps) {
  const { t } = useTranslation('notifications');
  const query = useCategories();
  const options = query.data ?? [];
  const byId = new Map(options.map((category) => [category.id, category]));
  const selected = value.map((id) => byId.get(id) ?? unknownCategory(id));
  const label = (category: Category) => category.name || t('form.categoryNumber', { id: category.id });

  let helperText = error ?? t('form.categoriesHint');
  if (error === undefined && query.isError) helperText = t('form.categoriesLoadFailed');

  return (
    <Autocomplete
      id="preference-categoryIds"
      multiple
      options={options}
      value={selected}
      onChange={(_event, next) => onChange(next.map((category) => category.id))}
      onBlur={onBlur}
      loading={query.isPending}
      loadingText={t('form.categoriesLoading')}
      noOptionsText={t('form.categoriesNone')}
      getOptionLabel={label}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterSelectedOptions
      renderValue={(categories, getItemProps) =>
        categories.map((category, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={label(category)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('form.categories')}
          placeholder={selected.length === 0 ? t('form.categoriesPlaceholder') : undefined}
          error={error !== undefined}
          helperText={helperText}
        />
      )}
    />
  );
}
