import { useState, type ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Button, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { FromState } from '../../../lib/return-target.ts';
import { useSession } from '../../../lib/session.ts';
import { PriceRangeForm } from './price-range-form.tsx';
import { TextSearchForm } from './text-search-form.tsx';

type Block = 'description' | 'price';

function GuestAlert() {
  const { t } = useTranslation('archive');
  const location = useLocation();
  const state: FromState = { from: `${location.pathname}${location.search}` };
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button component={RouterLink} to="/login" state={state} color="inherit" size="small">
          {t('guestAlert.login')}
        </Button>
      }
    >
      {t('guestAlert.text')}
    </Alert>
  );
}

interface BlockProps {
  id: Block;
  title: string;
  hint: string;
  children: ReactNode;
  alert: boolean;
}

function SearchBlock({ id, title, hint, children, alert }: BlockProps) {
  return (
    // The summary's own heading is the h2 under the page's h1 (MUI's default, h3, skipped a level); the
    // title inside it only looks like one.
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-block-content`} id={`${id}-block-header`}>
        <Stack>
          <Typography variant="h3" component="span" sx={{ fontSize: '1.15rem' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {hint}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-block-content`}>
        <Stack spacing={2}>
          {alert && <GuestAlert />}
          {children}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The home page's expandable description and price-range searches. A guest gets the spec's alert
 * ('please log in first') instead of a trip to the login page.
 */
export function AdvancedSearchBlocks() {
  const { t } = useTranslation('archive');
  const { status } = useSession();
  const [alertFor, setAlertFor] = useState<Block | null>(null);

  function guard(block: Block) {
    return () => {
      if (status === 'authenticated') return true;
      setAlertFor(block);
      return false;
    };
  }

  return (
    <Stack component="section" aria-label={t('advanced.label')} spacing={1.5}>
      <SearchBlock
        id="description"
        title={t('advanced.description.title')}
        hint={t('advanced.description.hint')}
        alert={alertFor === 'description'}
      >
        <TextSearchForm kind="description" variant="block" canSearch={guard('description')} />
      </SearchBlock>
      <SearchBlock
        id="price"
        title={t('advanced.price.title')}
        hint={t('advanced.price.hint')}
        alert={alertFor === 'price'}
      >
        <PriceRangeForm canSearch={guard('price')} idPrefix="home-price" />
      </SearchBlock>
    </Stack>
  );
}
