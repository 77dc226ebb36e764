import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, InputAdornment, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PlainTextField } from '../../../components/plain-text-field.tsx';
import { digitsOnly, parsePriceRange, type PriceRangeProblem } from '../lib/price-range.ts';
import { priceRangeSearchPath } from '../../../lib/search-links.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { SEARCH_FORM_FIELDS, searchFormAction } from '../lib/search-form.ts';

interface PriceRangeFormProps {
  initialMin?: number;
  initialMax?: number;
  /** Asked before leaving; false keeps the visitor here (a guest on the home page). */
  canSearch?: () => boolean;
  idPrefix?: string;
}

/** Two numeric fields with a rouble prefix; the button waits until a price is typed. */
export function PriceRangeForm({ initialMin, initialMax, canSearch, idPrefix = 'price-range' }: PriceRangeFormProps) {
  const { t } = useTranslation('archive');
  const navigate = useNavigate();
  const [minText, setMinText] = useState(initialMin === undefined ? '' : String(initialMin));
  const [maxText, setMaxText] = useState(initialMax === undefined ? '' : String(initialMax));
  const [problem, setProblem] = useState<PriceRangeProblem | null>(null);
  const empty = minText === '' && maxText === '';
  const hydrated = useHydrated();

  // Prices typed on a server-rendered page before it was hydrated stay in the fields: read into the state.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const fields = formRef.current?.elements;
    const min = fields?.namedItem(SEARCH_FORM_FIELDS.minPrice);
    const max = fields?.namedItem(SEARCH_FORM_FIELDS.maxPrice);
    if (min instanceof HTMLInputElement && min.value !== '') setMinText(digitsOnly(min.value));
    if (max instanceof HTMLInputElement && max.value !== '') setMaxText(digitsOnly(max.value));
  }, []);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const range = parsePriceRange(minText, maxText);
    if ('problem' in range) {
      setProblem(range.problem);
      return;
    }
    setProblem(null);
    if (canSearch && !canSearch()) return;
    void navigate(priceRangeSearchPath(range.minPrice, range.maxPrice));
  }

  const rouble = { startAdornment: <InputAdornment position="start">₽</InputAdornment> };
  const numeric = { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 10 } as const;
  const errorText = problem === null || problem === 'empty' ? undefined : t(`priceForm.errors.${problem}`);

  return (
    <Box
      component="form"
      ref={formRef}
      role="search"
      aria-label={t('priceForm.label')}
      noValidate
      method="get"
      action={searchFormAction('price')}
      onSubmit={handleSubmit}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <PlainTextField
          id={`${idPrefix}-min`}
          label={t('priceForm.min')}
          value={minText}
          onChange={(event) => {
            setMinText(digitsOnly(event.target.value));
            setProblem(null);
          }}
          error={errorText !== undefined}
          helperText={errorText}
          input={rouble}
          htmlInput={{ ...numeric, name: SEARCH_FORM_FIELDS.minPrice }}
        />
        <PlainTextField
          id={`${idPrefix}-max`}
          label={t('priceForm.max')}
          value={maxText}
          onChange={(event) => {
            setMaxText(digitsOnly(event.target.value));
            setProblem(null);
          }}
          error={errorText !== undefined}
          input={rouble}
          htmlInput={{ ...numeric, name: SEARCH_FORM_FIELDS.maxPrice }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={hydrated && empty}
          sx={{ flexShrink: 0, minWidth: 120 }}
        >
          {t('searchForm.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
