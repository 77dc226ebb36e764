import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { IconButton, InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { USERS_PAGE_SIZES, USERS_SEARCH_MAX_LENGTH } from '@raritet/contracts/admin-users';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';

/** How long typing pauses before the list asks the server: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

interface UsersToolbarProps {
  search: string;
  pageSize: number;
  /** Null until the first answer. */
  totalItems: number | null;
  onSearch: (search: string) => void;
  onPageSize: (pageSize: number) => void;
}

/** The search box (a part of the e-mail), the number found and the page size. */
export function UsersToolbar({ search, pageSize, totalItems, onSearch, onPageSize }: UsersToolbarProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(search);
  const sent = useRef(search);

  // The address changed by itself (back button, "Показать всех"): the box follows it.
  useEffect(() => {
    if (search !== sent.current.trim()) {
      sent.current = search;
      setText(search);
    }
  }, [search]);

  useEffect(() => {
    if (text === sent.current) return undefined;
    const timer = window.setTimeout(() => {
      sent.current = text;
      onSearch(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  function handleClear() {
    sent.current = '';
    setText('');
    onSearch('');
  }

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <TextField
        type="search"
        label={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        size="small"
        sx={{ flex: { sm: '0 1 420px' } }}
        slotProps={{
          htmlInput: { maxLength: USERS_SEARCH_MAX_LENGTH, autoComplete: 'off', spellCheck: false },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
            endAdornment:
              text === '' ? undefined : (
                <InputAdornment position="end">
                  <IconButton size="small" edge="end" aria-label={t('users.clearSearch')} onClick={handleClear}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
          },
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography color="textSecondary" role="status" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
          {totalItems === null ? '' : t('users.found', { total: formatNumber(totalItems) })}
        </Typography>
        <TextField
          select
          size="small"
          label={t('users.pageSize')}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          sx={{ minWidth: 120 }}
        >
          {USERS_PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
