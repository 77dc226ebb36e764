import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type InfoLinkCardProps = { to: string; icon: ReactNode; title: string; text: string };

/** A whole-card link to another page of the site. */
export function InfoLinkCard({ to, icon, title, text }: InfoLinkCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ color: 'primary.main', pt: 0.25 }}>{icon}</Box>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {text}
            </Typography>
          </Box>
          <ArrowForwardIcon color="action" />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
