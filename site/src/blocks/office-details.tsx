import type { Office } from '../content/types';
import { useTranslation } from '../i18n/translation';

/** An office's address, phone (and e-mail) and opening hours, under a heading one level below the block's. */
export function OfficeDetails({ office, withEmail = true }: { office: Office; withEmail?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <address sx={{ fontStyle: 'normal' }}>
        <p>{t('contact:address')}: {office.address}</p>
        <p>{t('contact:phone')}: <a href={`tel:${office.phone.replace(/\s+/g, '')}`}>{office.phone}</a></p>
        {withEmail ? <p>{t('contact:email')}: <a href={`mailto:${office.email}`}>{office.email}</a></p> : null}
      </address>
      <h4>{t('contact:openingHours')}</h4>
      <dl sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 4, m: 0 }}>
        {office.openingHours.map((line) => (
          <div key={line.days} sx={{ display: 'contents' }}>
            <dt>{line.days}</dt>
            <dd sx={{ m: 0 }}>{line.hours}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
