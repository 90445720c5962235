import type { BlockOf } from '../content/types';
import { OfficeDetails } from './office-details';
import { cardStyle, headingStyle, sectionStyle } from './styles';

export function ContactCard({ block }: { block: BlockOf<'blocks.contact-card'> }) {
  const office = block.office;
  if (!office) return null;
  return (
    <section sx={sectionStyle}>
      <h2 sx={headingStyle}>{block.heading}</h2>
      <div sx={{ ...cardStyle, maxWidth: 560 }}>
        <h3 sx={{ mt: 0 }}>{office.name}</h3>
        <OfficeDetails office={office} />
      </div>
    </section>
  );
}
