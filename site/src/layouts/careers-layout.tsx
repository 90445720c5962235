import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import type { SiteChrome } from '../content/types';
import { RouteLink } from '../i18n/route-link';
import { pageContainer, SiteFrame } from './site-frame';

const sections = [
  { routeKey: 'careers', label: 'careers:careersHome' },
  { routeKey: 'careersAbout', label: 'careers:aboutCompany' },
  { routeKey: 'careersPositions', label: 'careers:openPositions' },
  { routeKey: 'careersApply', label: 'careers:apply' },
] as const;

/** The careers section: the site frame with the careers navigation band. */
export function CareersLayout({ chrome, children }: { chrome: SiteChrome; children: ReactNode }) {
  const { t } = useTranslation();
  const banner = (
    <nav aria-label={t('careers:sectionNavigation')} sx={{ bg: 'primary' }}>
      <ul sx={{ ...pageContainer, display: 'flex', flexWrap: 'wrap', gap: 5, listStyle: 'none', py: 3, my: 0 }}>
        {sections.map((section) => (
          <li key={section.routeKey}>
            <RouteLink to={section.routeKey} sx={{ color: 'background', fontWeight: 'bold' }}>
              {t(section.label)}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <div data-layout="careers">
      <SiteFrame chrome={chrome} banner={banner}>
        {children}
      </SiteFrame>
    </div>
  );
}
