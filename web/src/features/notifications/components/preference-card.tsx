import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import { DELIVERY_BOT, type NotificationPreference } from '@raritet/contracts/notifications';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastMessage } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';
import { preferenceBody, useUpdatePreference } from '../api/update-preference.ts';
import { boundsKind, displayKeywords } from '../lib/preference-values.ts';
import { FrequencyText } from './frequency-text.tsx';

function boundsText(
  min: number | null,
  max: number | null,
  format: (value: number) => string,
  t: TFunction,
): string | null {
  const kind = boundsKind(min, max);
  if (kind === null) return null;
  return t(`preferences.bounds.${kind}`, {
    min: min === null ? '' : format(min),
    max: max === null ? '' : format(max),
  });
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface PreferenceCardProps {
  preference: NotificationPreference;
  /** Category names by id (empty while the catalogue loads: the ids show instead). */
  categoryNames: ReadonlyMap<number, string>;
  botLinked: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onResult: (message: ToastMessage) => void;
}

/** One preference: what it watches, how and how often it tells, and when it last did. */
export function PreferenceCard(props: PreferenceCardProps) {
  const { preference, categoryNames, botLinked, onEdit, onDelete, onResult } = props;
  const { t } = useTranslation(['notifications', 'common']);
  const toggle = useUpdatePreference();
  const keywords = preference.keywords.trim();
  const shown = keywords === '' ? t('preferences.noKeywords') : displayKeywords(keywords);
  const headingId = `preference-${preference.id}-title`;
  const categories =
    preference.categoryIds.length === 0
      ? t('preferences.allCategories')
      : preference.categoryIds.map((id) => categoryNames.get(id) ?? t('form.categoryNumber', { id })).join(', ');
  const price = boundsText(preference.minPrice, preference.maxPrice, formatPrice, t);
  const years = boundsText(preference.minYear, preference.maxYear, String, t);
  const bot = preference.deliveryMethod === DELIVERY_BOT;
  // Optimistic: the switch shows the new state while the server saves it, the old one if it refused.
  const enabled = toggle.isPending ? (toggle.variables?.body.isEnabled ?? preference.isEnabled) : preference.isEnabled;

  function handleToggle(checked: boolean) {
    toggle.mutate(
      { id: preference.id, body: { ...preferenceBody(preference), isEnabled: checked } },
      {
        onSuccess: (result) => onResult({ text: result.message, severity: 'success' }),
        onError: (error) => onResult({ text: errorMessage(error, t, t('preferences.saveFailed')), severity: 'error' }),
      },
    );
  }

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: enabled ? undefined : 'action.hover' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
          <Typography
            id={headingId}
            variant="h3"
            title={keywords.length > shown.length ? keywords : undefined}
            sx={{ fontSize: '1.1rem', fontWeight: 600, overflowWrap: 'anywhere', pt: 0.75 }}
          >
            {shown}
          </Typography>
          <FormControlLabel
            sx={{ mr: 0, ml: 1, flexShrink: 0 }}
            labelPlacement="start"
            control={
              <Switch
                checked={enabled}
                disabled={toggle.isPending}
                onChange={(event) => handleToggle(event.target.checked)}
                slotProps={{ input: { 'aria-label': t('preferences.enabledLabel', { keywords: shown }) } }}
              />
            }
            label={
              <Typography variant="body2" color="textSecondary" aria-hidden>
                {enabled ? t('preferences.enabled') : t('preferences.disabled')}
              </Typography>
            }
          />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <Chip
            size="small"
            icon={bot ? <TelegramIcon /> : <EmailOutlinedIcon />}
            label={t(bot ? 'method.bot' : 'method.email')}
            color={bot ? 'info' : 'default'}
            variant="outlined"
          />
          <Chip
            size="small"
            variant="outlined"
            label={<FrequencyText minutes={preference.notificationFrequencyMinutes} />}
          />
          <Chip
            size="small"
            variant="outlined"
            label={preference.isExactMatch ? t('preferences.exactMatch') : t('preferences.wordForms')}
          />
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.75,
            m: 0,
          }}
        >
          <Fact label={t('preferences.categories')}>{categories}</Fact>
          {price !== null && <Fact label={t('preferences.price')}>{price}</Fact>}
          {years !== null && <Fact label={t('preferences.years')}>{years}</Fact>}
          {preference.cities !== '' && <Fact label={t('preferences.cities')}>{preference.cities}</Fact>}
          <Fact label={t('preferences.lastSent')}>
            {preference.lastNotificationSent === null
              ? t('preferences.neverSent')
              : formatDateTime(preference.lastNotificationSent)}
          </Fact>
        </Box>
        {bot && !botLinked && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('preferences.botNotLinked')}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          onClick={onEdit}
          aria-label={t('preferences.editLabel', { keywords: shown })}
        >
          {t('preferences.edit')}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          aria-label={t('preferences.deleteLabel', { keywords: shown })}
        >
          {t('preferences.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
