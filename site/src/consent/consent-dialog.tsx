import { useEffect, useRef, useState } from 'react';
import { primaryButton, secondaryButton } from '../kit/styles';
import { useTranslation } from '../i18n/translation';
import { acceptedChoice, consentKeepDays, declinedChoice, optionalCategories, type ConsentChoice, type OptionalCategory } from './consent-choice';
import { choose } from './consent-decision';
import { closeSettings } from './consent-store';
import { restoreFocus } from './focus';

const row = { display: 'grid', gridTemplateColumns: '24px 1fr', columnGap: 3, alignItems: 'start', py: 2, borderTop: '1px solid', borderColor: 'border' } as const;
const box = { width: 24, height: 24, m: 0 } as const;
const categoryTexts: Record<OptionalCategory, [name: string, text: string]> = {
  analytics: ['consent:analyticsName', 'consent:analyticsText'],
  marketing: ['consent:marketingName', 'consent:marketingText'],
  functional: ['consent:functionalName', 'consent:functionalText'],
};

/**
 * The cookie settings: a modal dialog (the browser's own <dialog>: focus stays inside, Escape closes)
 * with one switch per optional category; it opens from the banner or the footer on every page and
 * gives focus back to what opened it. Loaded only when opened.
 */
export default function ConsentDialog({ choice, doNotTrack }: { choice: ConsentChoice | null; doNotTrack: boolean }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<ConsentChoice>(choice ?? declinedChoice);
  useEffect(() => {
    const opener = document.activeElement;
    dialog.current?.showModal();
    return () => restoreFocus(opener);
  }, []);
  return (
    <dialog
      ref={dialog}
      data-consent-settings=""
      aria-labelledby="consent-settings-title"
      onClose={closeSettings}
      sx={{ maxWidth: '36em', width: 'calc(100% - 32px)', maxHeight: 'calc(100% - 32px)', border: 'none', borderRadius: 6, p: [4, 5], boxShadow: '0 4px 24px rgba(0,0,0,.3)', '&::backdrop': { bg: 'rgba(0,0,0,.5)' } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          choose(draft);
        }}
      >
        <h2 id="consent-settings-title" sx={{ fontSize: 3, mt: 0 }}>{t('consent:settingsTitle')}</h2>
        <p>{t('consent:settingsIntro', { days: consentKeepDays })}</p>
        {doNotTrack ? <p sx={{ fontWeight: 'bold' }}>{t('consent:doNotTrack')}</p> : null}
        <fieldset sx={{ border: 'none', p: 0, m: 0, mb: 4 }}>
          <legend sx={{ fontWeight: 'bold', mb: 2 }}>{t('consent:categories')}</legend>
          <div sx={row}>
            <input id="consent-necessary" type="checkbox" checked disabled aria-describedby="consent-necessary-text" sx={box} />
            <label htmlFor="consent-necessary" sx={{ fontWeight: 'bold' }}>{t('consent:necessaryName')} ({t('consent:alwaysOn')})</label>
            <span id="consent-necessary-text" sx={{ gridColumn: 2, fontSize: 1 }}>{t('consent:necessaryText')}</span>
          </div>
          {optionalCategories.map((category) => (
            <div key={category} sx={row}>
              <input
                id={`consent-${category}`}
                name={category}
                type="checkbox"
                checked={draft[category]}
                onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
                aria-describedby={`consent-${category}-text`}
                sx={box}
              />
              <label htmlFor={`consent-${category}`} sx={{ fontWeight: 'bold' }}>{t(categoryTexts[category][0])}</label>
              <span id={`consent-${category}-text`} sx={{ gridColumn: 2, fontSize: 1 }}>{t(categoryTexts[category][1])}</span>
            </div>
          ))}
        </fieldset>
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <button type="submit" sx={primaryButton}>{t('consent:save')}</button>
          <button type="button" sx={primaryButton} onClick={() => choose(acceptedChoice)}>{t('consent:acceptAll')}</button>
          <button type="button" sx={primaryButton} onClick={() => choose(declinedChoice)}>{t('consent:rejectAll')}</button>
          <button type="button" sx={secondaryButton} onClick={closeSettings}>{t('consent:close')}</button>
        </div>
      </form>
    </dialog>
  );
}
