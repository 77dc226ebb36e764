import { FormControlLabel, FormHelperText, InputAdornment, Stack, Switch, TextField, Box } from '@mui/material';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlanFormValues } from '@raritet/contracts/billing';
import { formErrorText } from '../../../../lib/form-resolver.ts';

interface PlanFormFieldsProps {
  register: UseFormRegister<PlanFormValues>;
  control: Control<PlanFormValues, unknown, unknown>;
  errors: FieldErrors<PlanFormValues>;
  /** Shown as the yearly price's placeholder: what an empty yearly price will become. */
  monthlyPrice: string;
}

const roubles = { endAdornment: <InputAdornment position="end">₽</InputAdornment> };

export function PlanFormFields({ register, control, errors, monthlyPrice }: PlanFormFieldsProps) {
  const { t } = useTranslation(['admin', 'errors']);
  const yearlyPlaceholder = monthlyPrice.trim();

  /** The input's registration plus its error: the message is a contract code, translated here. */
  function fieldProps(field: Exclude<keyof PlanFormValues, 'isActive'>, hintKey?: string) {
    const { ref, ...rest } = register(field);
    const errorText = formErrorText(t, errors[field]);
    return {
      ...rest,
      inputRef: ref,
      id: `plan-${field}`,
      error: errorText !== undefined,
      helperText: errorText ?? (hintKey && t(hintKey)),
    };
  }

  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <TextField {...fieldProps('name')} label={t('plans.form.name')} required autoComplete="off" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          {...fieldProps('price')}
          label={t('plans.form.monthlyPrice')}
          required
          slotProps={{ input: roubles, htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...fieldProps('yearlyPrice', 'plans.form.yearlyPriceHint')}
          label={t('plans.form.yearlyPrice')}
          placeholder={yearlyPlaceholder}
          slotProps={{
            input: roubles,
            htmlInput: { inputMode: 'numeric' },
            // A placeholder only shows above a raised label.
            inputLabel: { shrink: yearlyPlaceholder === '' ? undefined : true },
          }}
        />
      </Stack>
      <TextField
        {...fieldProps('monthlyRequestLimit', 'plans.form.limitHint')}
        label={t('plans.form.limit')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField {...fieldProps('description')} label={t('plans.form.description')} multiline minRows={3} />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': 'plan-isActive-hint' } }}
                />
              }
              label={t('plans.form.isActive')}
            />
            <FormHelperText id="plan-isActive-hint" sx={{ mt: 0 }}>
              {t('plans.form.isActiveHint')}
            </FormHelperText>
          </Box>
        )}
      />
    </Stack>
  );
}
