import type { ThemeUIStyleObject } from '@theme-ui/css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { siteConstants } from '../config/site-constants';
import { HtmlContent } from '../components/html-content';
import { LoadingBar } from '../components/loading-bar';
import type { SiteChrome } from '../content/types';
import { HeaderAccount } from '../flows/account/header-account';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { RouteLink } from '../i18n/route-link';
import { ConsentManager } from '../consent/consent-manager';
import { ConsentSettingsButton } from '../consent/consent-settings-button';
import { TestSiteBanner } from './test-site-banner';

const container: ThemeUIStyleObject = { maxWidth: ['100%', null, null, null, 'container'], mx: 'auto', px: [4, 6] };
const mobile = `@media (max-width: ${siteConstants.mobileBreakpoint - 1}px)`;

/** Header, navigation, main landmark and footer shared by both layouts. */
export function SiteFrame({ chrome, banner, children }: { chrome: SiteChrome; banner?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <LoadingBar />
      <a
        href="#main"
        sx={{ position: 'absolute', left: 2, top: '-64px', zIndex: 1001, bg: 'primary', color: 'background', p: 3, '&:focus': { top: 2 } }}
      >
        {t('common:skipToContent')}
      </a>
      {chrome.testSite && <TestSiteBanner />}
      <ConsentManager ids={chrome.scriptIds} />
      <header sx={{ borderBottom: '1px solid', borderColor: 'border' }}>
        <div sx={{ ...container, display: 'flex', alignItems: 'center', gap: 4, py: 3, flexWrap: 'wrap' }}>
          <RouteLink to="home" sx={{ fontWeight: 'heading', fontSize: 3, color: 'primary', textDecoration: 'none', mr: 'auto' }}>
            {chrome.brandName}
          </RouteLink>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="site-navigation"
            onClick={() => setMenuOpen((open) => !open)}
            sx={{ display: 'none', [mobile]: { display: 'block' }, bg: 'transparent', border: '1px solid', borderColor: 'primary', color: 'primary', px: 3, py: 2, font: 'inherit', cursor: 'pointer' }}
          >
            {menuOpen ? t('common:closeMenu') : t('common:menu')}
          </button>
          <nav id="site-navigation" aria-label={t('common:menu')} sx={{ [mobile]: { display: menuOpen ? 'block' : 'none', width: '100%' } }}>
            <ul sx={{ display: 'flex', gap: 4, listStyle: 'none', m: 0, p: 0, [mobile]: { flexDirection: 'column', gap: 2 } }}>
              {chrome.navigation.map((link) => (
                <li key={link.routeKey}>
                  <RouteLink to={link.routeKey} sx={{ color: 'text', textDecoration: 'none', '&:hover': { color: 'primary', textDecoration: 'underline' } }}>
                    {link.label}
                  </RouteLink>
                </li>
              ))}
            </ul>
          </nav>
          <HeaderAccount />
          <LanguageSwitcher />
        </div>
        {banner}
      </header>
      <main id="main" tabIndex={-1} sx={{ ...container, py: 6, minHeight: '60vh', outline: 'none' }}>
        {children}
      </main>
      <footer sx={{ bg: 'muted', mt: 8 }}>
        <div sx={{ ...container, py: 6, display: 'grid', gap: 4, gridTemplateColumns: ['1fr', null, '2fr 1fr'] }}>
          <HtmlContent html={chrome.footerHtml} />
          <ul sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {chrome.contactLines.map((line) => (
              <li key={line.label}>
                {line.label}: {line.href ? <a href={line.href}>{line.value}</a> : line.value}
              </li>
            ))}
            <li>
              <RouteLink to="brokerInfo">{t('common:brokerInfo')}</RouteLink>
            </li>
            <li>
              <RouteLink to="privacy">{t('common:privacyNotice')}</RouteLink>
            </li>
            <li>
              <ConsentSettingsButton />
            </li>
          </ul>
        </div>
      </footer>
    </>
  );
}

export const pageContainer = container;
