import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { asTitledTexts } from '../lib/translated-lists.ts';
import { InfoSection } from './info-section.tsx';

/** The fields of a notification preference on the Settings tab, with the 30-minute check cadence. */
export function GuideAlertSettings({ id }: { id: string }) {
  const { t } = useTranslation('info');
  const fields = asTitledTexts(t('guide.alerts.fields', { returnObjects: true }));

  return (
    <InfoSection id={id} title={t('guide.alerts.title')}>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {t('guide.alerts.intro')}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableBody>
            {fields.map((field) => (
              <TableRow key={field.title}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ width: { sm: 200 }, verticalAlign: 'top', fontWeight: 600 }}
                >
                  {field.title}
                </TableCell>
                <TableCell>{field.text}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('guide.alerts.checkInterval')}
      </Alert>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        {t('guide.alerts.example')}
      </Typography>
    </InfoSection>
  );
}
