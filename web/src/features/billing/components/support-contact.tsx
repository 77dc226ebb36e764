import { Link, Typography } from '@mui/material';
import { SUPPORT_EMAIL } from '@raritet/contracts/support';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** The payment result page always says where to write about a payment. */
export function SupportContact() {
  const { t } = useTranslation('billing');
  return (
    <Typography variant="body2" color="text.secondary">
      <Trans
        t={t}
        i18nKey="result.support"
        values={{ email: SUPPORT_EMAIL }}
        components={{
          email: <Link href={`mailto:${SUPPORT_EMAIL}`} />,
          contacts: <Link component={RouterLink} to="/contacts" />,
        }}
      />
    </Typography>
  );
}
