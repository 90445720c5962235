import { consentCookieName, declinedChoice } from './consent-choice';
import { googleConsentCategories, googleConsentOf } from './google-consent';

/**
 * The first script of every page (gatsby-ssr.tsx): the data layer, `gtag`, Consent Mode v2 defaults
 * (all seven types denied) and, when the visitor chose before, the update from the consent cookie,
 * before any tag can run, and the mark that hides the pre-rendered banner. It is the same text on every page of a build, so a CSP can hash it.
 */
export function consentDefaultScript(): string {
  const denied = JSON.stringify(googleConsentOf(declinedChoice));
  const categories = JSON.stringify(googleConsentCategories);
  return [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};',
    `window.gtag('consent','default',${denied});`,
    '(function(){',
    `var m=/(?:^|; )${consentCookieName}=v1\\.a([01])\\.m([01])\\.f([01])(?:;|$)/.exec(document.cookie);`,
    'if(!m)return;',
    // The pre-rendered banner hides at once for a visitor who chose before (before the page's scripts run).
    "document.documentElement.setAttribute('data-consent-chosen','');",
    "var c={analytics:m[1]==='1',marketing:m[2]==='1',functional:m[3]==='1'},u={},k;",
    `var t=${categories};`,
    "for(k in t)u[k]=c[t[k]]?'granted':'denied';",
    "window.gtag('consent','update',u);",
    '})();',
  ].join('');
}
