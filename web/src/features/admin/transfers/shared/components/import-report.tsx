import {
  Box,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportReportRow } from '@raritet/contracts/transfers';

interface ImportReportProps {
  rows: ImportReportRow[];
  /** The heading above the table ('Записи, которые не были импортированы как есть:'). */
  title: string;
}

/**
 * The records an import did not take as they were (a skipped duplicate, a user whose plan is missing):
 * row, key and why, so the operator can fix the file or the server and import again.
 */
export function ImportReport({ rows, title }: ImportReportProps) {
  const { t } = useTranslation('admin');
  const theme = useTheme();
  // A three-column table leaves the message a sliver on a phone: there each record is a list entry.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (rows.length === 0) return null;
  const heading = (
    <Typography variant="subtitle2" component="h3" gutterBottom>
      {title}
    </Typography>
  );
  if (narrow) {
    return (
      <Box component="section" aria-label={title}>
        {heading}
        <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {rows.map((row) => (
            <ListItem key={`${row.row}-${row.key}-${row.message}`} divider>
              <ListItemText
                primary={row.message}
                secondary={`${t('transfers.report.row')} ${row.row} · ${row.key}`}
                slotProps={{
                  primary: { sx: { wordBreak: 'break-word' } },
                  secondary: { sx: { wordBreak: 'break-word' } },
                }}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    );
  }
  return (
    <Box component="section" aria-label={title}>
      {heading}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 360 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '4.5rem' }}>{t('transfers.report.row')}</TableCell>
              <TableCell sx={{ width: '35%' }}>{t('transfers.report.key')}</TableCell>
              <TableCell>{t('transfers.report.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.row}-${row.key}-${row.message}`}>
                <TableCell>{row.row}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{row.key}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{row.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
