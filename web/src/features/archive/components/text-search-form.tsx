import { Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Box, Button, Checkbox, FormControlLabel, IconButton, InputAdornment, Skeleton, Stack } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_QUERY_MAX_LENGTH } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { takeDrawnCheck, takeDrawnSubmit, takeDrawnText } from '../../../lib/drawn-fields.ts';
import { PlainTextField } from '../../../components/plain-text-field.tsx';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { descriptionSearchPath, titleSearchPath } from '../../../lib/search-links.ts';

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

  // On the drawn home page a visitor may have typed before the app arrived (lib/drawn-fields.ts). Taken
  // after the page is taken over: the first render has to match the drawing, or React keeps its attributes.
  const formRef = useRef<HTMLFormElement>(null);
  const [sendHeld, setSendHeld] = useState(false);
  useEffect(() => {
    const typed = takeDrawnText(`${idPrefix}-text`);
    if (typed !== undefined) setText(typed);
    const ticked = takeDrawnCheck(`${idPrefix}-exact`);
    if (ticked !== undefined) setExactPhrase(ticked);
    // Sent before the takeover (held by main.tsx): sent again once the carried-over text is in the state.
    if (takeDrawnSubmit(`${idPrefix}-text`)) setSendHeld(true);
  }, [idPrefix]);
  useEffect(() => {
    if (!sendHeld) return;
    setSendHeld(false);
    formRef.current?.requestSubmit();
  }, [sendHeld]);

  /**
   * Enter in the moment between the takeover of a drawn page and the carried-over text reaching the state:
   * the field shows text the state does not have yet, and the drawn button is still disabled, so the
   * browser would send nothing. Sent with the field's text. (Otherwise state and field always agree.)
   */
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const field = event.target;
    if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || field.id !== `${idPrefix}-text`) return;
    if (!blank || field.value.trim() === '') return;
    event.preventDefault();
    setText(field.value);
    setSendHeld(true);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (blank) return;
    if (canSearch && !canSearch()) return;
    // Refining a search keeps the order its results were shown in.
    const sort = variant === 'refine' ? (searchParams.get('sort') ?? undefined) : undefined;
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
      disabled={blank}
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
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
    >
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <PlainTextField
            id={`${idPrefix}-text`}
            label={label}
            placeholder={t(`searchForm.${kind}.placeholder`)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            htmlInput={{ maxLength: SEARCH_QUERY_MAX_LENGTH, enterKeyHint: 'search' }}
            input={
              variant === 'hero'
                ? {
                    sx: { bgcolor: 'background.paper', fontSize: '1.1rem' },
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton type="submit" edge="end" disabled={blank} aria-label={t('searchForm.submit')}>
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
