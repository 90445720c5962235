import { useTranslation } from '../../i18n/translation';
import type { VehicleCheck } from '../../api-client/quotes/quote-types';
import { panelStyle } from '../../kit/styles';

/**
 * "Is this your vehicle?": what the traffic register says about the plate, so the customer need not
 * type it. A suspended registration or an unknown plate explains what follows instead of failing.
 */
export function VehicleCard({ check }: { check: VehicleCheck | null }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" data-testid="vehicle-card">
      {check?.kind === 'found' ? (
        <div sx={{ ...panelStyle, bg: 'muted' }}>
          <p sx={{ fontWeight: 'bold', mt: 0 }}>{t('quote:isThisYourVehicle')}</p>
          <dl sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 4, rowGap: 1, m: 0 }}>
            <dt>{t('quote:makeModel')}</dt>
            <dd sx={{ m: 0 }}>{check.vehicle.make} {check.vehicle.model}</dd>
            <dt>{t('quote:year')}</dt>
            <dd sx={{ m: 0 }}>{check.vehicle.year}</dd>
            <dt>{t('quote:power')}</dt>
            <dd sx={{ m: 0 }}>{check.vehicle.powerKw}</dd>
            <dt>{t('quote:plate')}</dt>
            <dd sx={{ m: 0 }}>{check.vehicle.plate}</dd>
          </dl>
          {check.vehicle.status === 'suspended' ? <p sx={{ mb: 0, fontWeight: 'bold' }}>{t('quote:registrationSuspended')}</p> : null}
        </div>
      ) : null}
      {check?.kind === 'registerDown' ? <p sx={{ ...panelStyle, bg: 'muted', m: 0 }}>{t('quote:registerDown')}</p> : null}
      {check?.kind === 'unknown' ? <p sx={{ ...panelStyle, bg: 'muted', m: 0 }}>{t('quote:plateNotFound')}</p> : null}
    </div>
  );
}
