import { navigate } from 'gatsby';
import { lazy, Suspense, useEffect } from 'react';
import { localizePath } from '@kindlustus/routes';
import { loadLoginApi } from '../../api-client/login/load-login-api';
import { whenIdle } from '../../app/when-idle';
import { useTranslation } from '../../i18n/translation';
import { usePageInfo } from '../../i18n/page-info';
import { RouteLink } from '../../i18n/route-link';
import { ActingForTogglePlaceholder } from './acting-for-toggle';
import { readSummary, rememberSessionRead, rememberSummary, summaryChanges, useSessionSummary } from './session-summary';

// Only a logged-in person sees it, and the page learns of one after hydration: static pages load it then, showing
// its button meanwhile (acting-for-toggle.tsx).
const ActingForMenu = lazy(() => import(/* webpackChunkName: "acting-for-menu" */ './acting-for-menu').then(({ ActingForMenu: menu }) => ({ default: menu })));

const linkStyle = { color: 'text', minHeight: 24, display: 'inline-flex', alignItems: 'center' } as const;

/**
 * The header's cart count, the logged-in customer, whom they act for, and logout. A visitor who has never used the cart or
 * logged in costs nothing; for one who has, the API is asked again when the browser is idle.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const summary = useSessionSummary();
  useEffect(() => {
    if (!readSummary()) return undefined;
    const recheck = () => {
      const since = summaryChanges();
      void loadLoginApi('background').then(({ fetchSession }) => fetchSession()).then((result) => result.ok && rememberSessionRead(since, result.value));
    };
    return whenIdle(recheck, 4000, 1500);
  }, []);
  const logout = async () => {
    const { logout: endSession } = await loadLoginApi();
    await endSession();
    rememberSummary({ name: null, actingFor: null, cartCount: 0 });
    await navigate(localizePath('home', language));
  };
  return (
    <div sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap', fontSize: 1 }} data-testid="header-account">
      <RouteLink to="cart" sx={linkStyle}>
        {t('common:cart')}
        {summary?.cartCount ? <span data-testid="cart-count" sx={{ ml: 1, bg: 'primary', color: 'background', borderRadius: 999, px: 2, fontWeight: 'bold' }}>{summary.cartCount}</span> : null}
      </RouteLink>
      {summary?.name ? (
        <>
          <RouteLink to="policies" sx={linkStyle}><span data-testid="logged-in-as">{t('common:loggedInAs', { name: summary.name })}</span></RouteLink>
          <Suspense fallback={<ActingForTogglePlaceholder actingFor={summary.actingFor} />}>
            <ActingForMenu actingFor={summary.actingFor} />
          </Suspense>
          <button type="button" onClick={logout} data-testid="logout" sx={{ ...linkStyle, font: 'inherit', bg: 'transparent', border: 0, textDecoration: 'underline', cursor: 'pointer', p: 0 }}>
            {t('common:logOut')}
          </button>
        </>
      ) : (
        <RouteLink to="login" sx={linkStyle}>{t('common:logIn')}</RouteLink>
      )}
    </div>
  );
}
