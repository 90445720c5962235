import { useTranslation } from '../../i18n/translation';
import type { CompanyCheck } from '../../api-client/quotes/quote-types';
import { panelStyle } from '../../kit/styles';

/**
 * What the e-Business Register says about the registry code typed: the company (its name is filled in), a
 * deleted or liquidating company refused with the reason, an unknown code, or a register that did not answer
 * (the typed name is taken and checked later).
 */
const emptyRegion = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

export function CompanyCard({ check }: { check: CompanyCheck | null }) {
  const { t } = useTranslation();
  return (
    // Empty, the live region stays in the page (so its first answer is announced) but out of the form's flow: no gap.
    <div aria-live="polite" data-testid="company-card" sx={check ? undefined : emptyRegion}>
      {check?.kind === 'found' ? (
        <div sx={{ ...panelStyle, bg: 'muted' }}>
          <p sx={{ fontWeight: 'bold', mt: 0 }}>{t('quote:companyFromRegister')}</p>
          <dl sx={{ display: 'grid', gridTemplateColumns: ['1fr', 'max-content 1fr'], columnGap: 4, rowGap: 1, m: 0, overflowWrap: 'anywhere' }}>
            <dt>{t('quote:companyName')}</dt>
            <dd sx={{ m: 0 }}>{check.name}</dd>
            <dt>{t('quote:companyAddress')}</dt>
            <dd sx={{ m: 0 }}>{check.address}</dd>
            {check.vatNumber ? (
              <>
                <dt>{t('quote:companyVatNumber')}</dt>
                <dd sx={{ m: 0 }}>{check.vatNumber}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
      {check?.kind === 'refused' ? (
        <p role="alert" sx={{ ...panelStyle, bg: 'muted', m: 0, fontWeight: 'bold' }}>
          {check.name}: {t(`forms:${check.reason}`)}
        </p>
      ) : null}
      {check?.kind === 'registerDown' ? <p sx={{ ...panelStyle, bg: 'muted', m: 0 }}>{t('quote:companyRegisterDown')}</p> : null}
      {check?.kind === 'unknown' ? <p sx={{ ...panelStyle, bg: 'muted', m: 0 }}>{t('quote:companyNotFound')}</p> : null}
    </div>
  );
}
