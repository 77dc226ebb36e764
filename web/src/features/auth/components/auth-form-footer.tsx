import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';

const FOOTERS = {
  login: { question: 'login.noAccount', link: 'login.registerLink', to: '/register' },
  register: { question: 'register.haveAccount', link: 'register.loginLink', to: '/login' },
} as const;

/**
 * The line under the login and registration forms that leads to the other one. It carries the router
 * state along, so a visitor the access guard sent to /login still returns to that page after
 * registering instead.
 */
export function AuthFormFooter({ form }: { form: keyof typeof FOOTERS }) {
  const { t } = useTranslation('auth');
  const state: unknown = useLocation().state;
  const { question, link, to } = FOOTERS[form];
  return (
    <Typography variant="body2" sx={{ textAlign: 'center' }}>
      {t(question)}{' '}
      <Link component={RouterLink} to={to} state={state}>
        {t(link)}
      </Link>
    </Typography>
  );
}
