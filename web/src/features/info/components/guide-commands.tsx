import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { asBotCommands } from '../lib/translated-lists.ts';
import { CommandText } from './command-text.tsx';
import { InfoSection } from './info-section.tsx';

export function GuideCommands({ id }: { id: string }) {
  const { t } = useTranslation('info');
  const commands = asBotCommands(t('guide.commands.items', { returnObjects: true }));

  return (
    <InfoSection id={id} title={t('guide.commands.title')}>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: { xs: 96, sm: 170 } }}>{t('guide.commands.columnCommand')}</TableCell>
              <TableCell>{t('guide.commands.columnDescription')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {commands.map((item) => (
              <TableRow key={item.command}>
                <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                  <CommandText wrap>{item.command}</CommandText>
                </TableCell>
                <TableCell>{item.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </InfoSection>
  );
}
