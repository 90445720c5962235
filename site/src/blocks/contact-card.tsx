import { useTranslation } from '../i18n/translation';
import type { BlockOf } from '../content/types';
import { cardStyle, headingStyle, sectionStyle } from './styles';

export function ContactCard({ block }: { block: BlockOf<'blocks.contact-card'> }) {
  const { t } = useTranslation();
  const office = block.office;
  if (!office) return null;
  return (
    <section sx={sectionStyle}>
      <h2 sx={headingStyle}>{block.heading}</h2>
      <div sx={{ ...cardStyle, maxWidth: 560 }}>
        <h3 sx={{ mt: 0 }}>{office.name}</h3>
        <address sx={{ fontStyle: 'normal' }}>
          <p>{t('contact:address')}: {office.address}</p>
          <p>{t('contact:phone')}: <a href={`tel:${office.phone.replace(/\s+/g, '')}`}>{office.phone}</a></p>
          <p>{t('contact:email')}: <a href={`mailto:${office.email}`}>{office.email}</a></p>
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
      </div>
    </section>
  );
}
