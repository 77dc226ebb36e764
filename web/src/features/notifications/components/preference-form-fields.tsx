import {
  Box,
  Chip,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import {
  DELIVERY_BOT,
  DELIVERY_EMAIL,
  KEYWORDS_MAX_LENGTH,
  type PreferenceFormValues,
} from '@raritet/contracts/notifications';
import type { TFunction } from 'i18next';
import { Controller, type Control, type FieldError, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../lib/form-resolver.ts';
import { CategorySelect } from './category-select.tsx';
import { FrequencyText } from './frequency-text.tsx';

/** Quick choices under the frequency input, in minutes: a quarter hour, an hour, six hours, a day, a week. */
const FREQUENCY_PRESETS = [15, 60, 360, 1440, 10080] as const;

type TextInput =
  'keywords' | 'minPrice' | 'maxPrice' | 'minYear' | 'maxYear' | 'cities' | 'notificationFrequencyMinutes';

/**
 * A field's message: a rule's code translated here (it follows the language), or the server's own sentence
 * when the server refused the value (it may name what it refused, e.g. the unknown category ids).
 */
export function preferenceErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (error?.type === 'server') return error.message;
  return formErrorText(t, error);
}

interface PreferenceFormFieldsProps {
  register: UseFormRegister<PreferenceFormValues>;
  control: Control<PreferenceFormValues, unknown, unknown>;
  errors: FieldErrors<PreferenceFormValues>;
  botLinked: boolean;
  onFrequencyPreset: (minutes: number) => void;
  frequency: string;
}

const roubles = { endAdornment: <InputAdornment position="end">₽</InputAdornment> };

export function PreferenceFormFields(props: PreferenceFormFieldsProps) {
  const { register, control, errors, botLinked, onFrequencyPreset, frequency } = props;
  const { t } = useTranslation(['notifications', 'errors']);

  function fieldProps(field: TextInput, hint?: string) {
    const { ref, ...rest } = register(field);
    const errorText = preferenceErrorText(t, errors[field]);
    return {
      ...rest,
      inputRef: ref,
      id: `preference-${field}`,
      error: errorText !== undefined,
      helperText: errorText ?? hint,
      fullWidth: true,
    };
  }
  const numeric = { htmlInput: { inputMode: 'numeric' as const } };

  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <TextField
        {...fieldProps('keywords', t('form.keywordsHint'))}
        label={t('form.keywords')}
        multiline
        minRows={2}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: KEYWORDS_MAX_LENGTH * 2 } }}
      />
      <SwitchField control={control} name="isExactMatch" label={t('form.exactMatch')} hint={t('form.exactMatchHint')} />
      <Controller
        control={control}
        name="categoryIds"
        render={({ field }) => (
          <CategorySelect
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={preferenceErrorText(t, errors.categoryIds as FieldError | undefined)}
          />
        )}
      />
      <Stack direction="row" spacing={{ xs: 1.5, sm: 2.5 }}>
        <TextField {...fieldProps('minPrice')} label={t('form.minPrice')} slotProps={{ input: roubles, ...numeric }} />
        <TextField {...fieldProps('maxPrice')} label={t('form.maxPrice')} slotProps={{ input: roubles, ...numeric }} />
      </Stack>
      <Stack direction="row" spacing={{ xs: 1.5, sm: 2.5 }}>
        <TextField {...fieldProps('minYear')} label={t('form.minYear')} slotProps={numeric} />
        <TextField {...fieldProps('maxYear')} label={t('form.maxYear')} slotProps={numeric} />
      </Stack>
      <TextField {...fieldProps('cities', t('form.citiesHint'))} label={t('form.cities')} autoComplete="off" />
      <Box>
        <TextField
          {...fieldProps('notificationFrequencyMinutes')}
          helperText={
            preferenceErrorText(t, errors.notificationFrequencyMinutes) ?? (
              <>
                {t('form.frequencyHint')} <FrequencyText minutes={frequency} />
              </>
            )
          }
          label={t('form.frequency')}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">{t('form.minutesUnit')}</InputAdornment> },
            ...numeric,
          }}
        />
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mt: 1 }}
          role="group"
          aria-label={t('form.frequencyPresets')}
        >
          {FREQUENCY_PRESETS.map((minutes) => (
            <Chip
              key={minutes}
              size="small"
              variant={frequency.trim() === String(minutes) ? 'filled' : 'outlined'}
              color={frequency.trim() === String(minutes) ? 'primary' : 'default'}
              label={<FrequencyText minutes={String(minutes)} short />}
              onClick={() => onFrequencyPreset(minutes)}
            />
          ))}
        </Stack>
      </Box>
      <Controller
        control={control}
        name="deliveryMethod"
        render={({ field }) => {
          const errorText = preferenceErrorText(t, errors.deliveryMethod);
          return (
            <FormControl error={errorText !== undefined}>
              <FormLabel id="preference-deliveryMethod-label">{t('form.deliveryMethod')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="preference-deliveryMethod-label"
                aria-describedby="preference-deliveryMethod-hint"
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
              >
                <FormControlLabel
                  value={DELIVERY_EMAIL}
                  control={<Radio slotProps={{ input: { ref: field.ref } }} />}
                  label={t('method.email')}
                />
                <FormControlLabel
                  value={DELIVERY_BOT}
                  control={<Radio />}
                  label={t('method.bot')}
                  disabled={!botLinked}
                />
              </RadioGroup>
              <FormHelperText id="preference-deliveryMethod-hint" sx={{ mx: 0 }}>
                {errorText ?? (botLinked ? t('form.deliveryHint') : t('form.botNotLinkedHint'))}
              </FormHelperText>
            </FormControl>
          );
        }}
      />
      <SwitchField control={control} name="isEnabled" label={t('form.isEnabled')} hint={t('form.isEnabledHint')} />
    </Stack>
  );
}

interface SwitchFieldProps {
  control: Control<PreferenceFormValues, unknown, unknown>;
  name: 'isExactMatch' | 'isEnabled';
  label: string;
  hint: string;
}

function SwitchField({ control, name, label, hint }: SwitchFieldProps) {
  const hintId = `preference-${name}-hint`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref, 'aria-describedby': hintId } }}
              />
            }
            label={label}
          />
          <FormHelperText id={hintId} sx={{ mt: 0 }}>
            {hint}
          </FormHelperText>
        </Box>
      )}
    />
  );
}
