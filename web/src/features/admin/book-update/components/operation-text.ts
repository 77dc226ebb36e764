import type { TFunction } from 'i18next';
import { operationLabel } from '../lib/log-view.ts';

/** An operation name in the interface's language ("Список лотов категории 13870"). */
export function operationText(name: string, t: TFunction): string {
  const label = operationLabel(name);
  if (label.kind === 'raw') return label.text;
  if (label.key === 'list' && label.category !== null) {
    return t('bookupdate.operations.listCategory', { category: label.category });
  }
  return t(`bookupdate.operations.${label.key}`);
}
