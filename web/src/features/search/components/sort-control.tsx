import { useId, type ChangeEvent } from 'react';
import { Button, FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import type { SearchSort, SearchType } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { isPriceSort, sortOptions } from '../lib/search-sort.ts';

interface SortControlProps {
  searchType: SearchType;
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
  /** False: the price orders are listed but disabled, with the reason under the control. */
  pricesVisible: boolean;
}

/**
 * The order of a result screen. A native select: the phone's own picker, and none of MUI
 * Select's menu code; disabled options still tell a non-subscriber that price orders exist.
 */
export function SortControl({ searchType, value, onChange, pricesVisible }: SortControlProps) {
  const { t } = useTranslation('prices');
  const id = useId();
  const hintId = `${id}-hint`;

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = sortOptions(searchType).find((option) => option === event.target.value);
    if (next !== undefined) onChange(next);
  }

  return (
    <FormControl size="small" sx={{ minWidth: { xs: '100%', sm: 240 }, maxWidth: '100%' }}>
      <InputLabel htmlFor={id} shrink>
        {t('sort.label')}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={handleChange}
        input={<OutlinedInput notched label={t('sort.label')} />}
        inputProps={pricesVisible ? {} : { 'aria-describedby': hintId }}
      >
        {sortOptions(searchType).map((sort) => {
          const locked = isPriceSort(sort) && !pricesVisible;
          return (
            <option key={sort} value={sort} disabled={locked}>
              {locked ? t('sort.subscribersOnly', { label: t(`sort.options.${sort}`) }) : t(`sort.options.${sort}`)}
            </option>
          );
        })}
      </NativeSelect>
      {!pricesVisible && (
        <FormHelperText id={hintId} sx={{ mx: 0 }}>
          {t('sort.priceHint')}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** Back to the default order: offered where the server refused a price order. */
export function NewestFirstButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('prices');
  return (
    <Button color="inherit" size="small" onClick={onClick} sx={{ whiteSpace: 'nowrap' }}>
      {t('sort.options.newest')}
    </Button>
  );
}
