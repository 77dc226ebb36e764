import {
  Box,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import type { BookUpdateLogEntry } from '@raritet/contracts/book-update';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../../lib/format.ts';
import { MOBILE_LOG_ENTRIES, newestFirst } from '../lib/log-view.ts';
import { LogEmpty } from './book-update-states.tsx';
import { operationText } from './operation-text.ts';

function ErrorChip() {
  const { t } = useTranslation('admin');
  return <Chip size="small" color="error" icon={<ErrorOutlineIcon />} label={t('bookupdate.log.error')} />;
}

/** The exception's own text under the message of an error entry. */
function ExceptionText({ entry }: { entry: BookUpdateLogEntry }) {
  if (!entry.isError || entry.exceptionMessage === null || entry.exceptionMessage === '') return null;
  return (
    <Typography variant="body2" color="error" sx={{ mt: 0.5, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {entry.exceptionMessage}
    </Typography>
  );
}

function LogTable({ entries }: { entries: BookUpdateLogEntry[] }) {
  const { t } = useTranslation('admin');
  return (
    // The log scrolls inside its box: focusable, so a keyboard scrolls it too, and a region with a name,
    // so a screen reader says what took the focus (axe scrollable-region-focusable).
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={t('bookupdate.log.label')}
      sx={{
        maxHeight: 560,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table stickyHeader size="small" aria-label={t('bookupdate.log.label')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 110 }}>{t('bookupdate.log.columns.time')}</TableCell>
            <TableCell sx={{ width: 200 }}>{t('bookupdate.log.columns.operation')}</TableCell>
            <TableCell sx={{ width: 110 }}>{t('bookupdate.log.columns.lot')}</TableCell>
            <TableCell>{t('bookupdate.log.columns.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry, index) => (
            <TableRow
              // Entries have no id; their position in the newest-first list is stable between polls
              // only up to new entries arriving, which re-render the rows anyway.
              key={`${entry.timestamp}-${index}`}
              data-error={entry.isError || undefined}
              sx={entry.isError ? { backgroundColor: (theme) => alpha(theme.palette.error.main, 0.06) } : undefined}
            >
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                <Typography variant="body2">{formatTime(entry.timestamp, { seconds: true })}</Typography>
                <Typography variant="caption" color="textSecondary">
                  {formatDate(entry.timestamp)}
                </Typography>
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>{operationText(entry.operationName, t)}</TableCell>
              <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                {entry.lotId ?? t('bookupdate.log.noLot')}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  {entry.isError && <ErrorChip />}
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {entry.message}
                    </Typography>
                    <ExceptionText entry={entry} />
                  </Box>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function LogList({ entries }: { entries: BookUpdateLogEntry[] }) {
  const { t } = useTranslation('admin');
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('bookupdate.log.label')}>
      {entries.map((entry, index) => (
        <Paper
          component="li"
          variant="outlined"
          key={`${entry.timestamp}-${index}`}
          data-error={entry.isError || undefined}
          sx={{
            p: 1.5,
            borderLeft: 4,
            borderLeftColor: entry.isError ? 'error.main' : 'divider',
            ...(entry.isError ? { backgroundColor: (theme) => alpha(theme.palette.error.main, 0.06) } : {}),
          }}
        >
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Typography variant="caption" color="textSecondary">
              {formatDate(entry.timestamp)} {formatTime(entry.timestamp, { seconds: true })}
            </Typography>
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {operationText(entry.operationName, t)}
              {entry.lotId !== null && ` · ${t('bookupdate.lotNumber', { id: entry.lotId })}`}
            </Typography>
            {entry.isError && <ErrorChip />}
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {entry.message}
          </Typography>
          <ExceptionText entry={entry} />
        </Paper>
      ))}
    </Stack>
  );
}

/** The desktop table shows every entry newest first; phones the last 10. Error entries stand out. */
export function UpdateLog({ logs, wide }: { logs: readonly BookUpdateLogEntry[]; wide: boolean }) {
  const { t } = useTranslation('admin');
  const entries = newestFirst(logs, wide ? Infinity : MOBILE_LOG_ENTRIES);
  return (
    <Box component="section" aria-labelledby="book-update-log">
      <Typography id="book-update-log" variant="h3" sx={{ fontSize: '1.25rem' }} gutterBottom>
        {t('bookupdate.log.title')}
      </Typography>
      {entries.length === 0 ? (
        <LogEmpty />
      ) : (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
            {wide ? t('bookupdate.log.allEntries') : t('bookupdate.log.latestEntries', { count: MOBILE_LOG_ENTRIES })}
          </Typography>
          {wide ? <LogTable entries={entries} /> : <LogList entries={entries} />}
        </>
      )}
    </Box>
  );
}
