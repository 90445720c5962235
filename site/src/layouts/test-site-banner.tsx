import { useTranslation } from '../i18n/translation';

/**
 * On a test site (the CMS runs with SITE_STAGE=staging or on sandboxes), the first thing on every page:
 * payments and policies here are not real. Drawn into the static page at build time, so nothing moves.
 */
export function TestSiteBanner() {
  const { t } = useTranslation();
  return (
    <div role="note" data-test-site-banner="" sx={{ bg: 'secondary', color: 'text', fontWeight: 'bold', textAlign: 'center', px: [4, 6], py: 2 }}>
      {t('common:testSite')}
    </div>
  );
}
