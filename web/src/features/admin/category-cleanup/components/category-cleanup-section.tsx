import { useState } from 'react';
import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { CategoryDeletion, CleanupCategory, MergeCategoriesResponse } from '@raritet/contracts/category-cleanup';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../../components/retry-alert.tsx';
import { ResultSnackbar, type SnackbarMessage } from '../../components/result-snackbar.tsx';
import { useDenyAccessOnForbidden } from '../../lib/admin-access-context.ts';
import type { DeletionTarget } from '../api/delete-categories.ts';
import { useCleanupCategories } from '../api/get-cleanup-categories.ts';
import { CategoriesBrowser } from './categories-browser.tsx';
import { cleanupErrorText } from './cleanup-error-text.ts';
import { DeleteCategoriesDialog } from './delete-categories-dialog.tsx';
import { MergeCategoriesDialog } from './merge-categories-dialog.tsx';
import { NamesCard } from './names-card.tsx';
import { UnwantedCard } from './unwanted-card.tsx';
import { SectionHeader } from '../../components/section-header.tsx';

/** Which dialog is up; its content outlives `open` so the dialog keeps its text while it fades out. */
type DialogState =
  | { kind: 'delete'; target: DeletionTarget; open: boolean; key: number }
  | { kind: 'merge'; group: readonly CleanupCategory[]; open: boolean; key: number };

/** Admin section `categories`. */
export function CategoryCleanupSection() {
  const { t } = useTranslation('admin');
  const categoriesQuery = useCleanupCategories();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [snackbar, setSnackbar] = useState<SnackbarMessage | null>(null);
  // Bumped after every change: the cards' earlier analyses would state numbers that no longer hold.
  const [generation, setGeneration] = useState(0);
  useDenyAccessOnForbidden(categoriesQuery.error);

  function openDelete(target: DeletionTarget) {
    setSnackbar(null);
    setDialog((current) => ({ kind: 'delete', target, open: true, key: (current?.key ?? 0) + 1 }));
  }

  function openMerge(group: readonly CleanupCategory[]) {
    setSnackbar(null);
    setDialog((current) => ({ kind: 'merge', group, open: true, key: (current?.key ?? 0) + 1 }));
  }

  function handleMergeDuplicates(category: CleanupCategory) {
    const byId = new Map((categoriesQuery.data ?? []).map((item) => [item.id, item]));
    const duplicates = category.duplicateIds.flatMap((id) => byId.get(id) ?? []);
    openMerge([category, ...duplicates]);
  }

  function handleDialogClose() {
    setDialog((current) => (current ? { ...current, open: false } : current));
  }

  function handleChanged(message: string) {
    handleDialogClose();
    setSelected(new Set());
    setGeneration((value) => value + 1);
    setSnackbar({ text: message, severity: 'success', id: Date.now() });
  }

  const categories = categoriesQuery.data;
  let content;
  if (categories === undefined && categoriesQuery.isError) {
    content = (
      <RetryAlert query={categoriesQuery} retryLabel={t('categories.retry')}>
        {cleanupErrorText(categoriesQuery.error, t, 'load')}
      </RetryAlert>
    );
  } else if (categories === undefined) {
    content = (
      <Stack spacing={1} role="status" aria-live="polite" aria-label={t('categories.loading')}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (categories.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography variant="h3" sx={{ fontSize: '1.2rem' }} gutterBottom>
          {t('categories.empty.title')}
        </Typography>
        <Typography color="textSecondary">{t('categories.empty.text')}</Typography>
      </Paper>
    );
  } else {
    content = (
      <CategoriesBrowser
        categories={categories}
        selected={selected}
        onSelectedChange={setSelected}
        onDelete={(category) => openDelete({ mode: 'single', id: category.id, name: category.name })}
        onMerge={handleMergeDuplicates}
        onDeleteSelected={(chosen) => openDelete({ mode: 'names', names: chosen.map((category) => category.name) })}
        onMergeSelected={openMerge}
      />
    );
  }

  return (
    <Box>
      <SectionHeader title={t('categories.title')} subtitle={t('categories.subtitle')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 4, alignItems: { md: 'flex-start' } }}>
        <NamesCard key={`names-${generation}`} onDelete={(names) => openDelete({ mode: 'names', names })} />
        <UnwantedCard key={`unwanted-${generation}`} onDelete={() => openDelete({ mode: 'unwanted' })} />
      </Stack>
      {content}
      {dialog?.kind === 'delete' && (
        <DeleteCategoriesDialog
          key={dialog.key}
          open={dialog.open}
          target={dialog.target}
          onClose={handleDialogClose}
          onDeleted={(result: CategoryDeletion) => handleChanged(result.message)}
        />
      )}
      {dialog?.kind === 'merge' && (
        <MergeCategoriesDialog
          key={dialog.key}
          open={dialog.open}
          group={dialog.group}
          onClose={handleDialogClose}
          onMerged={(result: MergeCategoriesResponse) => handleChanged(result.message)}
        />
      )}
      <ResultSnackbar message={snackbar} onClose={() => setSnackbar(null)} />
    </Box>
  );
}
