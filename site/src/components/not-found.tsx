import { useTranslation } from '../i18n/translation';
import { RouteLink } from '../i18n/route-link';

/** The not-found message: localized around the spec's sentence 'This page could not be found'. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section data-testid="not-found">
      <h1>{t('errors:notFoundTitle')}</h1>
      <p>{t('errors:notFoundText')}</p>
      <p>{t('errors:notFoundHint')}</p>
      <RouteLink to="home">{t('errors:goBackHome')}</RouteLink>
    </section>
  );
}
