import { RouteLink } from '../i18n/route-link';
import { useTranslation } from '../i18n/translation';

/**
 * The line every form that takes personal data shows (GDPR Art. 13): how the data is processed, with the
 * privacy notice's page (a CMS page of the route table) in the form's language.
 */
export function PrivacyNoticeLink() {
  const { t } = useTranslation();
  return (
    <p data-testid="form-privacy-notice" sx={{ m: 0, fontSize: 1 }}>
      {t('forms:privacyNoticeLead')}{' '}
      <RouteLink to="privacy">{t('forms:privacyNoticeLink')}</RouteLink>
    </p>
  );
}
