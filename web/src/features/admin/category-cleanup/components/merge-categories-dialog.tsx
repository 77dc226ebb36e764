import { useState } from 'react';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { CleanupCategory, MergeCategoriesResponse } from '@raritet/contracts/category-cleanup';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { formatNumber } from '../../../../lib/format.ts';
import { useMergeCategories } from '../api/merge-categories.ts';
import { quoteNames } from './analysis-summary.tsx';
import { cleanupErrorText } from './cleanup-error-text.ts';

interface MergeCategoriesDialogProps {
  open: boolean;
  /** The categories to merge, two or more; the one kept is chosen here. */
  group: readonly CleanupCategory[];
  onClose: () => void;
  onMerged: (result: MergeCategoriesResponse) => void;
}

/** The one with the most lots is the natural one to keep. */
function largest(group: readonly CleanupCategory[]): number | null {
  return (
    group.reduce<CleanupCategory | null>((best, c) => (best && best.booksCount >= c.booksCount ? best : c), null)?.id ??
    null
  );
}

/**
 * The safe alternative to deleting duplicates (ADR 0018): every lot of the others moves into the chosen
 * category and the emptied ones are deleted; lots and favourites stay. Mount it with a new `key` per opening.
 */
export function MergeCategoriesDialog({ open, group, onClose, onMerged }: MergeCategoriesDialogProps) {
  const { t } = useTranslation('admin');
  const merge = useMergeCategories();
  const [targetId, setTargetId] = useState<number | null>(() => largest(group));
  const target = group.find((category) => category.id === targetId);
  const sources = group.filter((category) => category.id !== targetId);
  const books = sources.reduce((sum, category) => sum + category.booksCount, 0);

  function handleConfirm() {
    if (target === undefined || sources.length === 0) return;
    merge.mutate({ sourceIds: sources.map((source) => source.id), targetId: target.id }, { onSuccess: onMerged });
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('categories.mergeDialog.title')}
      text={t('categories.mergeDialog.summary', {
        sources: quoteNames(
          sources.map((source) => source.name),
          t,
        ),
        books: formatNumber(books),
        target: target?.name ?? '',
      })}
      cancelLabel={t('categories.mergeDialog.cancel')}
      confirmLabel={t('categories.mergeDialog.confirm')}
      confirmColor="primary"
      pendingLabel={t('categories.mergeDialog.merging')}
      pending={merge.isPending}
      confirmDisabled={target === undefined || sources.length === 0}
      error={merge.isError ? cleanupErrorText(merge.error, t, 'merge') : null}
      onCancel={onClose}
      onConfirm={handleConfirm}
    >
      <FormControl sx={{ mt: 2 }} disabled={merge.isPending}>
        <FormLabel id="merge-target-label">{t('categories.mergeDialog.target')}</FormLabel>
        <RadioGroup
          aria-labelledby="merge-target-label"
          value={targetId === null ? '' : String(targetId)}
          onChange={(event) => setTargetId(Number(event.target.value))}
        >
          {group.map((category) => (
            <FormControlLabel
              key={category.id}
              value={String(category.id)}
              control={<Radio />}
              label={t('categories.mergeDialog.option', {
                name: category.name,
                books: formatNumber(category.booksCount),
              })}
              sx={{ overflowWrap: 'anywhere' }}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </ConfirmDialog>
  );
}
