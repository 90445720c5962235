import type { Offer } from '../../api-client/quotes/quote-types';
import { useTranslation } from '../../i18n/translation';

/** The insurer's documents our broker's staff gave with a desk offer, as links; nothing for other offers. */
export function DeskDocuments({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  if (!offer.documentLinks.length) return null;
  return (
    <section data-testid="desk-documents" sx={{ display: 'grid', gap: 2 }}>
      <h3 sx={{ fontSize: 2, m: 0 }}>{t('quote:deskDocuments')}</h3>
      <ul sx={{ m: 0, pl: 4 }}>
        {offer.documentLinks.map((link) => (
          <li key={link.url}>
            <a href={link.url} rel="noopener noreferrer">{link.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
