import { useEffect, useRef } from 'react';
import { primaryButton, secondaryButton } from '../kit/styles';
import { useTranslation } from '../i18n/translation';
import { acceptedChoice, consentKeepDays, declinedChoice, type ConsentChoice } from './consent-choice';
import { openSettings } from './consent-store';
import { keepFocusedFieldInView, restoreFocus } from './focus';

/**
 * The first-visit banner: fixed at the bottom, not modal, and never over the focused field (the page
 * scrolls it into view above the banner). Accepting and declining are equally easy. Pre-rendered with the page; what a choice does loads on the click.
 */
export default function ConsentBanner({ doNotTrack }: { doNotTrack: boolean }) {
  const { t } = useTranslation();
  const banner = useRef<HTMLElement>(null);
  const cameFrom = useRef<Element | null>(null);
  useEffect(() => (banner.current ? keepFocusedFieldInView(banner.current) : undefined), []);
  const decide = async (choice: ConsentChoice) => {
    // What a choice sets in motion (cookie, Consent Mode update, scripts) loads with the first click.
    const { choose } = await import(/* webpackChunkName: "consent-decision" */ './consent-decision');
    choose(choice);
    restoreFocus(cameFrom.current);
  };
  return (
    <section
      ref={banner}
      data-consent-banner=""
      aria-labelledby="consent-banner-title"
      onFocus={(event) => {
        if (event.relatedTarget instanceof Element && !event.currentTarget.contains(event.relatedTarget)) cameFrom.current = event.relatedTarget;
      }}
      sx={{ 'html[data-consent-chosen] &': { display: 'none' }, position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1000, bg: 'background', borderTop: '3px solid', borderColor: 'primary', boxShadow: '0 -2px 12px rgba(0,0,0,.2)', px: [4, 6], py: 3, maxHeight: '50vh', overflowY: 'auto' }}
    >
      <div sx={{ maxWidth: 'container', mx: 'auto', display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <div sx={{ flex: '1 1 28em' }}>
          <h2 id="consent-banner-title" sx={{ fontSize: 2, m: 0 }}>{t('consent:title')}</h2>
          <p sx={{ my: 1, fontSize: 1 }}>{t('consent:text', { days: consentKeepDays })}</p>
          {doNotTrack ? <p data-consent-dnt="" sx={{ my: 1, fontSize: 1, fontWeight: 'bold' }}>{t('consent:doNotTrack')}</p> : null}
        </div>
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <button type="button" sx={primaryButton} onClick={() => void decide(acceptedChoice)}>{t('consent:acceptAll')}</button>
          <button type="button" sx={primaryButton} onClick={() => void decide(declinedChoice)}>{t('consent:rejectAll')}</button>
          <button type="button" sx={secondaryButton} onClick={openSettings}>{t('consent:settings')}</button>
        </div>
      </div>
    </section>
  );
}
