import { Stack, Typography } from '@mui/material';
import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import type { BookUpdateStatus } from '@raritet/contracts/book-update';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../../lib/format.ts';
import { nextRun, type NextRun } from '../lib/next-run.ts';

/** "следующий запуск в 14:30", or why there is none. */
function nextRunPhrase(next: Exclude<NextRun, { kind: 'off' }>, t: TFunction): string {
  if (next.kind === 'today') return t('bookupdate.source.next.today', { time: formatTime(next.at) });
  if (next.kind === 'later') {
    return t('bookupdate.source.next.later', { date: formatDate(next.at), time: formatTime(next.at) });
  }
  return t(`bookupdate.source.next.${next.kind}`);
}

/** Which source is in use and when the next run is: «Источник: … · следующий запуск в 14:30». */
export function SourceLine({ status, now }: { status: BookUpdateStatus; now: Date }) {
  const { t } = useTranslation('admin');
  const next = nextRun(status, now);
  let text: string;
  if (status.source === 'off' || next.kind === 'off') {
    text = t('bookupdate.source.off');
  } else {
    const source = t(`bookupdate.source.${status.source}`);
    const line =
      status.sourceUrl === null
        ? t('bookupdate.source.line', { source })
        : t('bookupdate.source.lineWithUrl', { source, url: status.sourceUrl });
    text = `${line} · ${nextRunPhrase(next, t)}`;
  }
  const Icon = status.source === 'off' ? CloudOffOutlinedIcon : CloudSyncOutlinedIcon;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="book-update-source">
      <Icon aria-hidden color={status.source === 'off' ? 'disabled' : 'primary'} sx={{ mt: '2px' }} />
      <Typography sx={{ overflowWrap: 'anywhere' }}>{text}</Typography>
    </Stack>
  );
}
