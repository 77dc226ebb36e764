import { useState, type MouseEvent } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';

/** A password input with a show/hide toggle that keeps the caret in the field. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'variant'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);

  function handleToggle() {
    setVisible((value) => !value);
  }

  function handleMouseDown(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
  }

  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={handleToggle}
                onMouseDown={handleMouseDown}
                edge="end"
                aria-label={visible ? t('password.hide') : t('password.show')}
                aria-pressed={visible}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
