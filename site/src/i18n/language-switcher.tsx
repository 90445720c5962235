import type { ThemeUIStyleObject } from '@theme-ui/css';
import { Link } from 'gatsby';
import { useTranslation } from './translation';
import { localeNames, locales } from '@kindlustus/routes';
import { rememberLanguage } from './language-cookie';
import { usePageInfo } from './page-info';

/** Links to this same page in the other languages (for a job: its slug in that language). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, alternates } = usePageInfo();
  return (
    <nav aria-label={t('common:languageSwitcher')}>
      <ul sx={{ display: 'flex', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
        {locales.map((locale) => (
          <li key={locale}>
            {locale === language ? (
              <span aria-current="true" lang={locale} sx={{ fontWeight: 'bold', px: 1 }}>
                {locale.toUpperCase()}
              </span>
            ) : (
              <Link
                to={alternates[locale]}
                lang={locale}
                hrefLang={locale}
                title={localeNames[locale]}
                onClick={() => rememberLanguage(locale)}
                sx={{ px: 1, color: 'primary' }}
              >
                <span aria-hidden="true">{locale.toUpperCase()}</span>
                <span sx={visuallyHidden}>{localeNames[locale]}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const visuallyHidden: ThemeUIStyleObject = {
  // Text no one sees needs no web font: "Русский" would otherwise fetch the Cyrillic file on every page.
  fontFamily: 'sans-serif',
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
