import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InfoSection } from './info-section.tsx';

/** Delivery statuses in the order of their codes 0–6, coloured as the History tab may show them. */
const STATUSES: {
  key: 'pending' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed' | 'cancelled';
  color: ChipProps['color'];
}[] = [
  { key: 'pending', color: 'default' },
  { key: 'sending', color: 'info' },
  { key: 'sent', color: 'primary' },
  { key: 'delivered', color: 'success' },
  { key: 'read', color: 'success' },
  { key: 'failed', color: 'error' },
  { key: 'cancelled', color: 'warning' },
];

export function GuideHistory({ id }: { id: string }) {
  const { t } = useTranslation('info');

  return (
    <InfoSection id={id} title={t('guide.history.title')}>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {t('guide.history.intro')}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: { sm: 200 } }}>{t('guide.history.columnStatus')}</TableCell>
              <TableCell>{t('guide.history.columnMeaning')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {STATUSES.map((status) => (
              <TableRow key={status.key}>
                <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                  <Chip size="small" color={status.color} label={t(`guide.history.statuses.${status.key}.title`)} />
                </TableCell>
                <TableCell>{t(`guide.history.statuses.${status.key}.text`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </InfoSection>
  );
}
