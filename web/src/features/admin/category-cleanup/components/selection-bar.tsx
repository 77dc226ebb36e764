import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import type { CleanupCategory } from '@raritet/contracts/category-cleanup';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../../components/pending-button.tsx';
import { useAnalyzeCategories } from '../api/analyze-categories.ts';
import { AnalysisSummary } from './analysis-summary.tsx';
import { cleanupErrorText } from './cleanup-error-text.ts';

interface SelectionBarProps {
  selected: readonly CleanupCategory[];
  onDelete: () => void;
  onMerge: () => void;
  onClear: () => void;
}

/** What can be done with the selected rows: analyse, delete (by their exact names) or merge them. */
export function SelectionBar({ selected, onDelete, onMerge, onClear }: SelectionBarProps) {
  const { t } = useTranslation('admin');
  const analysis = useAnalyzeCategories();
  const names = selected.map((category) => category.name);
  // A result for another selection would state the wrong numbers.
  const current = analysis.variables && 'names' in analysis.variables && sameNames(analysis.variables.names, names);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('categories.selection.label')}
      sx={{ p: 2, mb: 2, bgcolor: 'action.hover' }}
    >
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
        >
          <Typography sx={{ fontWeight: 600, mr: 1 }} role="status">
            {t('categories.selection.count', { count: selected.length })}
          </Typography>
          <PendingButton
            size="small"
            variant="outlined"
            startIcon={<QueryStatsIcon />}
            pending={analysis.isPending}
            pendingLabel={t('categories.names.analyzing')}
            onClick={() => analysis.mutate({ names })}
          >
            {t('categories.selection.analyze')}
          </PendingButton>
          <Button
            size="small"
            variant="outlined"
            startIcon={<CallMergeIcon />}
            disabled={selected.length < 2}
            onClick={onMerge}
          >
            {t('categories.selection.merge')}
          </Button>
          <Button size="small" variant="contained" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
            {t('categories.selection.delete')}
          </Button>
          <Button size="small" onClick={onClear}>
            {t('categories.selection.clear')}
          </Button>
        </Stack>
        {current && analysis.isError && (
          <Alert severity="error">{cleanupErrorText(analysis.error, t, 'analyze')}</Alert>
        )}
        {current && analysis.data && !analysis.isPending && (
          <AnalysisSummary analysis={analysis.data} label={t('categories.selection.result')} />
        )}
      </Stack>
    </Paper>
  );
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}
