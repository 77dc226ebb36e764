import { useEffect } from 'react';
import { Alert, Typography } from '@mui/material';
import type { CategoryDeletion } from '@raritet/contracts/category-cleanup';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { useAnalyzeCategories } from '../api/analyze-categories.ts';
import { useDeleteCategories, type DeletionTarget } from '../api/delete-categories.ts';
import { quoteNames } from './analysis-summary.tsx';
import { cleanupErrorText } from './cleanup-error-text.ts';

interface DeleteCategoriesDialogProps {
  open: boolean;
  target: DeletionTarget | null;
  onClose: () => void;
  onDeleted: (result: CategoryDeletion) => void;
}

/**
 * Category deletion, in its three modes. On opening it analyses the same selection the deletion
 * will take and states the numbers (categories, lots, favourites); deleting waits for them. Mount it with
 * a new `key` per opening.
 */
export function DeleteCategoriesDialog({ open, target, onClose, onDeleted }: DeleteCategoriesDialogProps) {
  const { t } = useTranslation('admin');
  const analysis = useAnalyzeCategories();
  const deletion = useDeleteCategories();
  const { mutate: analyze } = analysis;

  useEffect(() => {
    if (!open || target === null) return;
    if (target.mode === 'unwanted') analyze({ unwanted: true });
    else analyze({ names: target.mode === 'names' ? target.names : [target.name] });
  }, [open, target, analyze]);

  const unwanted = target?.mode === 'unwanted';
  const counted = analysis.data;
  let text: string;
  if (analysis.isError) text = cleanupErrorText(analysis.error, t, unwanted ? 'analyzeUnwanted' : 'analyze');
  else if (counted === undefined) text = t('categories.deleteDialog.analyzing');
  else if (counted.categoriesCount === 0) text = t('categories.deleteDialog.nothing');
  else {
    text = t('categories.deleteDialog.summary', {
      categories: counted.categoriesCount,
      books: counted.booksCount,
      favorites: counted.favoritesCount,
    });
  }

  let title = t('categories.deleteDialog.titleNames');
  if (target?.mode === 'unwanted') title = t('categories.deleteDialog.titleUnwanted');
  if (target?.mode === 'single') title = t('categories.deleteDialog.titleSingle', { name: target.name });

  function handleConfirm() {
    if (target !== null) deletion.mutate(target, { onSuccess: onDeleted });
  }

  return (
    <ConfirmDialog
      open={open}
      title={title}
      text={text}
      cancelLabel={t('categories.deleteDialog.cancel')}
      confirmLabel={t('categories.deleteDialog.confirm')}
      pendingLabel={t('categories.deleteDialog.deleting')}
      pending={deletion.isPending}
      confirmDisabled={counted === undefined || counted.categoriesCount === 0 || analysis.isPending}
      error={deletion.isError ? cleanupErrorText(deletion.error, t, unwanted ? 'deleteUnwanted' : 'delete') : null}
      onCancel={onClose}
      onConfirm={handleConfirm}
    >
      {counted !== undefined && counted.categoriesCount > 0 && (
        <Typography variant="body2" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {t('categories.deleteDialog.names', { names: quoteNames(counted.categoryNames, t) })}
        </Typography>
      )}
      {counted !== undefined && counted.favoritesCount > 0 && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t('categories.deleteDialog.favoritesWarning')}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
