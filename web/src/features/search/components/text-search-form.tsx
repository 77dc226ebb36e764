import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, FormControlLabel, IconButton, InputAdornment, Skeleton, Stack } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_QUERY_MAX_LENGTH } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { PlainTextField } from '../../../components/plain-text-field.tsx';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { descriptionSearchPath, titleSearchPath } from '../../../lib/search-links.ts';
import { SEARCH_FORM_FIELDS, searchFormAction } from '../lib/search-form.ts';

// Only the result pages' refine form has it; the home page's forms never load the Autocomplete.
const CategoryFilter = lazyComponent(() => import('./category-filter.tsx'), 'CategoryFilter');

export type TextSearchKind = 'title' | 'description';

interface TextSearchFormProps {
  kind: TextSearchKind;
  /** hero: the home page's big title box; block: inside an expandable block; refine: above results. */
  variant: 'hero' | 'block' | 'refine';
  initialText?: string;
  initialExact?: boolean;
  initialCategoryIds?: readonly number[];
  /** Asked before leaving; false keeps the visitor here (a guest on the home page's description block). */
  canSearch?: () => boolean;
}

/** A title or description search: non-blank text, 'exact match', optional categories; Enter submits. */
export function TextSearchForm(props: TextSearchFormProps) {
  const { kind, variant, initialText = '', initialExact = false, initialCategoryIds = [], canSearch } = props;
  const { t } = useTranslation('archive');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const idPrefix = `${kind}-search-${variant}`;
  const [text, setText] = useState(initialText);
  const [exactPhrase, setExactPhrase] = useState(initialExact);
  const [categoryIds, setCategoryIds] = useState<number[]>([...initialCategoryIds]);
  const blank = text.trim() === '';
  // Refining a search keeps the order its results were shown in.
  const sort = variant === 'refine' ? (searchParams.get('sort') ?? undefined) : undefined;

  const hydrated = useHydrated();

  // What a visitor typed or ticked on a server-rendered page before it was hydrated stays in the fields
  // (React keeps an input's value while hydrating); read once into the state, as the fields show it.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const fields = formRef.current?.elements;
    const typed = fields?.namedItem(SEARCH_FORM_FIELDS.text);
    if (typed instanceof HTMLInputElement && typed.value !== '') setText(typed.value);
    const ticked = fields?.namedItem(SEARCH_FORM_FIELDS.exactPhrase);
    if (ticked instanceof HTMLInputElement) setExactPhrase(ticked.checked);
  }, []);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (blank) return;
    if (canSearch && !canSearch()) return;
    const options = { exactPhrase, categoryIds, sort };
    void navigate(kind === 'title' ? titleSearchPath(text, options) : descriptionSearchPath(text, options));
  }

  const label = t(`searchForm.${kind}.label`);
  // Below the hero the button ends the form on a phone (after the filters and 'exact match', so no option
  // sits under the action), and sits by the text otherwise.
  const submitButton = (placement: 'inline' | 'end') => (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={hydrated && blank}
      sx={{
        flexShrink: 0,
        minWidth: 120,
        display: { xs: placement === 'end' ? 'flex' : 'none', sm: placement === 'end' ? 'none' : 'flex' },
      }}
    >
      {t('searchForm.submit')}
    </Button>
  );

  return (
    <Box
      component="form"
      ref={formRef}
      role="search"
      aria-label={label}
      noValidate
      method="get"
      action={searchFormAction(kind)}
      onSubmit={handleSubmit}
    >
      {sort !== undefined && <input type="hidden" name={SEARCH_FORM_FIELDS.sort} value={sort} />}
      {categoryIds.map((id) => (
        <input key={id} type="hidden" name={SEARCH_FORM_FIELDS.categoryIds} value={id} />
      ))}
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <PlainTextField
            id={`${idPrefix}-text`}
            label={label}
            placeholder={t(`searchForm.${kind}.placeholder`)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            htmlInput={{ name: SEARCH_FORM_FIELDS.text, maxLength: SEARCH_QUERY_MAX_LENGTH, enterKeyHint: 'search' }}
            input={
              variant === 'hero'
                ? {
                    sx: { bgcolor: 'background.paper', fontSize: '1.1rem' },
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          type="submit"
                          edge="end"
                          disabled={hydrated && blank}
                          aria-label={t('searchForm.submit')}
                        >
                          <SearchIcon />
                        </IconButton>
                      </InputAdornment>
                    ),
                  }
                : undefined
            }
          />
          {variant !== 'hero' && submitButton('inline')}
        </Stack>
        {variant === 'refine' && (
          <Suspense fallback={<Skeleton variant="rounded" height={40} />}>
            <CategoryFilter id={`${idPrefix}-categories`} value={categoryIds} onChange={setCategoryIds} />
          </Suspense>
        )}
        <FormControlLabel
          sx={{ alignSelf: variant === 'hero' ? 'center' : 'flex-start' }}
          control={
            <Checkbox
              id={`${idPrefix}-exact`}
              name={SEARCH_FORM_FIELDS.exactPhrase}
              value="true"
              checked={exactPhrase}
              onChange={(event) => setExactPhrase(event.target.checked)}
            />
          }
          label={t('searchForm.exactPhrase')}
        />
        {variant !== 'hero' && submitButton('end')}
      </Stack>
    </Box>
  );
}
