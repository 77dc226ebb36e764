import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> — Раритет" (or the plain default when no page title is given). */
export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  const defaultTitle = t('documentTitle');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — ${appName}` : defaultTitle;
  }, [pageTitle, appName, defaultTitle]);
}
