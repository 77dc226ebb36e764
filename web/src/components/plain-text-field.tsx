import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';

interface PlainTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  placeholder?: string;
  autoComplete?: string;
  error?: boolean;
  helperText?: ReactNode;
  /** Attributes of the <input> itself (maxLength, inputMode…). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  /** The outlined box: adornments, sx. */
  input?: Pick<OutlinedInputProps, 'startAdornment' | 'endAdornment' | 'sx'>;
}

/**
 * MUI's outlined TextField, made of the same parts, for the forms on the first screens (the home page's
 * searches). TextField itself also carries the `select` mode, which brings Select, Menu, Popover and Modal
 * into the first load although no first screen uses it. Same markup, label, helper text and ARIA wiring.
 */
export function PlainTextField({
  id,
  label,
  helperText,
  error = false,
  htmlInput,
  input,
  ...inputProps
}: PlainTextFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    // Full width, as the theme makes every TextField.
    <FormControl variant="outlined" error={error} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        {...inputProps}
        {...input}
        inputProps={{ ...htmlInput, 'aria-describedby': helperTextId }}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
