import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface CorrectedQueryNoticeProps {
  /** The query the results are for (the server corrected a misspelt word; ADR 0044). */
  correctedQuery: string;
  /** What was typed, for the link that searches it exactly as typed. */
  typedQuery: string;
  onShowAsTyped: () => void;
}

/**
 * «Показаны результаты по запросу «…»», above the statistics and the list, both of which are over the
 * corrected query: a correction is never silent. The button reruns the search as typed.
 */
export function CorrectedQueryNotice({ correctedQuery, typedQuery, onShowAsTyped }: CorrectedQueryNoticeProps) {
  const { t } = useTranslation('archive');
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onShowAsTyped}>
          {t('search.asTyped', { query: typedQuery })}
        </Button>
      }
    >
      {t('search.corrected', { query: correctedQuery })}
    </Alert>
  );
}
