import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { UNWANTED_CATEGORY_NAMES } from '@raritet/contracts/category-cleanup';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../../components/pending-button.tsx';
import { useAnalyzeCategories } from '../api/analyze-categories.ts';
import { AnalysisSummary, quoteNames } from './analysis-summary.tsx';
import { cleanupErrorText } from './cleanup-error-text.ts';

/** The placeholder categories 'unknown' and 'interested', analysed or deleted. */
export function UnwantedCard({ onDelete }: { onDelete: () => void }) {
  const { t } = useTranslation('admin');
  const analysis = useAnalyzeCategories();
  const names = quoteNames(UNWANTED_CATEGORY_NAMES, t);

  return (
    <Card variant="outlined" component="section" aria-labelledby="unwanted-categories-title" sx={{ flex: 1 }}>
      <CardContent>
        <Typography id="unwanted-categories-title" variant="h3" sx={{ fontSize: '1.15rem' }} gutterBottom>
          {t('categories.unwanted.title')}
        </Typography>
        <Stack spacing={2}>
          <Typography variant="body2" color="textSecondary">
            {t('categories.unwanted.text', { names })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <PendingButton
              variant="outlined"
              startIcon={<QueryStatsIcon />}
              pending={analysis.isPending}
              pendingLabel={t('categories.names.analyzing')}
              onClick={() => analysis.mutate({ unwanted: true })}
            >
              {t('categories.unwanted.analyze')}
            </PendingButton>
            <Button color="error" variant="contained" startIcon={<DeleteSweepOutlinedIcon />} onClick={onDelete}>
              {t('categories.unwanted.delete')}
            </Button>
          </Stack>
          {analysis.isError && <Alert severity="error">{cleanupErrorText(analysis.error, t, 'analyzeUnwanted')}</Alert>}
          {analysis.data && !analysis.isPending && (
            <AnalysisSummary analysis={analysis.data} label={t('categories.unwanted.result')} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
