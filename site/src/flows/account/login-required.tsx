import { useTranslation } from '../../i18n/translation';
import { RouteLink } from '../../i18n/route-link';
import { returnQuery, type ReturnTarget } from '../login/return-target';

/** "Please log in" with a link to the login page that brings the customer back here afterwards. */
export function LoginRequired({ target, token }: { target: ReturnTarget; token?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" data-testid="login-required">
      {t('login:loginRequired')} <RouteLink to="login" query={returnQuery(target, token)}>{t('login:title')}</RouteLink>
    </p>
  );
}
