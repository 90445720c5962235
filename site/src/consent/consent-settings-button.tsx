import { useTranslation } from '../i18n/translation';
import { openSettings } from './consent-store';

/** The footer's way back to the choice, on every page. */
export function ConsentSettingsButton() {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={openSettings} sx={{ bg: 'transparent', border: 'none', p: 0, minHeight: 24, font: 'inherit', color: 'primary', textDecoration: 'underline', cursor: 'pointer' }}>
      {t('consent:settingsLink')}
    </button>
  );
}
