import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../../components/back-button.tsx';

/** Back to the previous page of this visit (a search result list, usually), or home when opened directly. */
export function BackLink() {
  const { t } = useTranslation('book');
  return <BackButton label={(hasPrevious) => (hasPrevious ? t('back.previous') : t('back.home'))} />;
}
