import type { Policy } from '../../api-client/policies/policies-types';
import { usePageInfo } from '../../i18n/page-info';
import { useTranslation } from '../../i18n/translation';
import { writtenTallinnDateTime } from '@kindlustus/domain/written-dates';

const concludingLook = { bg: '#fff4d6', color: '#6b4a00' };

/** A paid policy our staff are concluding with its insurer: with whom, and by when we promised it. */
export function ConcludingNote({ policy, concludeBy }: { policy: Policy; concludeBy: string }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  return (
    <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <span data-testid="policy-standing" data-standing="concluding" sx={{ ...concludingLook, px: 2, py: 1, borderRadius: 4, fontWeight: 'bold', fontSize: 1 }}>
        {t('policies:stateConcluding')}
      </span>
      <span data-testid="policy-concluding">{t('policies:concluding', { insurer: policy.insurerName, time: writtenTallinnDateTime(concludeBy, language) })}</span>
    </div>
  );
}
