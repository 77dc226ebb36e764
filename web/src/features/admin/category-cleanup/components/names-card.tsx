import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { CategoryNamesFormValues } from '@raritet/contracts/category-cleanup';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../../components/pending-button.tsx';
import { formErrorText, formResolver } from '../../../../lib/form-resolver.ts';
import { useAnalyzeCategories } from '../api/analyze-categories.ts';
import { AnalysisSummary } from './analysis-summary.tsx';
import { cleanupErrorText } from './cleanup-error-text.ts';

const namesResolver = formResolver(CategoryNamesFormValues);

interface NamesCardProps {
  /** Asks before deleting: the section's dialog analyses again and states the numbers. */
  onDelete: (names: string[]) => void;
}

/**
 * Names typed with commas between them, analysed (what a deletion would remove) or
 * deleted. Names are matched exactly as written (ADR 0018).
 */
export function NamesCard({ onDelete }: NamesCardProps) {
  const { t } = useTranslation(['admin', 'errors']);
  const analysis = useAnalyzeCategories();
  const { register, handleSubmit, formState } = useForm<CategoryNamesFormValues, unknown, string[]>({
    resolver: namesResolver,
    defaultValues: { names: '' },
  });
  const fieldError = formErrorText(t, formState.errors.names);

  function handleAnalyze(names: string[]) {
    analysis.mutate({ names });
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="category-names-title" sx={{ flex: 1 }}>
      <CardContent>
        <Typography id="category-names-title" variant="h3" sx={{ fontSize: '1.15rem' }} gutterBottom>
          {t('categories.names.title')}
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(handleAnalyze)(event)}>
          <TextField
            {...register('names')}
            label={t('categories.names.label')}
            placeholder={t('categories.names.placeholder')}
            multiline
            minRows={2}
            error={fieldError !== undefined}
            helperText={fieldError ?? t('categories.names.hint')}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <PendingButton
              type="submit"
              variant="outlined"
              startIcon={<QueryStatsIcon />}
              pending={analysis.isPending}
              pendingLabel={t('categories.names.analyzing')}
            >
              {t('categories.names.analyze')}
            </PendingButton>
            <Button
              color="error"
              variant="contained"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => void handleSubmit(onDelete)()}
            >
              {t('categories.names.delete')}
            </Button>
          </Stack>
          {analysis.isError && <Alert severity="error">{cleanupErrorText(analysis.error, t, 'analyze')}</Alert>}
          {analysis.data && !analysis.isPending && (
            <AnalysisSummary analysis={analysis.data} label={t('categories.names.result')} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
