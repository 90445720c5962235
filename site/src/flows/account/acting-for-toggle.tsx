import type { ActingFor } from '../../api-client/login/login-types';
import { useTranslation } from '../../i18n/translation';
import { visuallyHidden } from '../../kit/styles';

export const actingForToggleStyle = { font: 'inherit', minHeight: 44, px: 2, bg: 'transparent', color: 'text', border: '1px solid', borderColor: 'border', borderRadius: 4, cursor: 'pointer', textAlign: 'left' } as const;

/** The words on the header's acting-for button: the company chosen, or the person themselves. */
export function useActingForLabel(): (actingFor: ActingFor | null) => string {
  const { t } = useTranslation();
  return (actingFor) => (actingFor ? t('common:actingForCompany', { name: actingFor.name }) : t('common:actingForSelf'));
}

/**
 * What the header shows in the menu's place while the menu's code loads (it is fetched only for a logged-in person):
 * the same button with the same words, not yet usable, so that nothing in the header moves when the menu arrives.
 */
export function ActingForTogglePlaceholder({ actingFor }: { actingFor: ActingFor | null }) {
  const { t } = useTranslation();
  const label = useActingForLabel();
  return (
    <button type="button" aria-disabled="true" data-testid="acting-for-placeholder" sx={actingForToggleStyle}>
      <span sx={visuallyHidden}>{t('common:actingForLegend')} </span>
      <span>{label(actingFor)}</span>
      <span aria-hidden="true"> ▾</span>
    </button>
  );
}
