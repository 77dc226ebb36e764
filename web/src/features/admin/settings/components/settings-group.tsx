import { Box, Paper, Typography } from '@mui/material';
import type { AdminSettingsResponse } from '@raritet/contracts/settings';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  destinationMoved,
  fieldPath,
  isCheckableGroup,
  type SettingsFormApi,
  type SettingsGroupSpec,
} from '../lib/settings-fields.ts';
import { CheckButton } from './check-button.tsx';
import { PaymentsStatusAlert } from './payments-status.tsx';
import { SettingsField } from './settings-field.tsx';

interface SettingsGroupProps {
  spec: SettingsGroupSpec;
  form: SettingsFormApi;
  /** The settings as loaded or last saved: the secrets' masks and the fields the environment sets. */
  settings: AdminSettingsResponse;
}

/** One group of the form: its title, what it is for, its inputs, and its check where one exists. */
export function SettingsGroupCard({ spec, form, settings }: SettingsGroupProps) {
  const { t } = useTranslation('admin');
  const { group, fields } = spec;
  const titleId = `settings-group-${group}`;
  const loadedGroup = settings[group] as Record<string, string | number>;
  const values = useWatch({ control: form.control, name: group }) as Record<string, string | number>;

  return (
    <Paper
      component="fieldset"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 }, m: 0, minWidth: 0 }}
    >
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
        {t(`settings.groups.${group}.title`)}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2.5 }}>
        {t(`settings.groups.${group}.purpose`)}
      </Typography>
      {group === 'yandexKassa' && <PaymentsStatusAlert status={settings.status.payments} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        {fields.map((field) => {
          const path = fieldPath(group, field.name);
          return (
            <Box key={field.name} sx={{ gridColumn: field.wide ? { md: '1 / -1' } : undefined, minWidth: 0 }}>
              <SettingsField
                control={form.control}
                path={path}
                spec={field}
                locked={settings.lockedByEnvironment.includes(path)}
                loaded={String(loadedGroup[field.name] ?? '')}
                retype={destinationMoved(path, loadedGroup, values)}
              />
            </Box>
          );
        })}
      </Box>
      {isCheckableGroup(group) && (
        <Box sx={{ mt: 3 }}>
          <CheckButton group={group} form={form} />
        </Box>
      )}
    </Paper>
  );
}
