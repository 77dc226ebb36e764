import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type ContactChannelCardProps = {
  icon: ReactNode;
  title: string;
  /** The address itself (e-mail or handle), shown large and linked. */
  value: string;
  href: string;
  text: string;
  actionLabel: string;
  /** External links (Telegram) open in a new tab; mailto links do not. */
  external?: boolean;
};

export function ContactChannelCard({ icon, title, value, href, text, actionLabel, external }: ContactChannelCardProps) {
  const linkProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, color: 'primary.main' }}>
          {icon}
          <Typography variant="h6" component="h2" color="textPrimary">
            {title}
          </Typography>
        </Box>
        <Link href={href} variant="h6" underline="hover" sx={{ wordBreak: 'break-all' }} {...linkProps}>
          {value}
        </Link>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {text}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" href={href} {...linkProps}>
          {actionLabel}
        </Button>
      </CardActions>
    </Card>
  );
}
