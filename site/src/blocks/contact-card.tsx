import { OfficeDetails } from './office-details';
import { cardStyle, headingStyle, sectionStyle } from './styles';
import type { StrapiBlocks } from '../content/generated/cms-shapes';
import { reshapeOffice } from '../content/reshape';
import type { Office } from '../content/types';

export interface ContactCardView { kind: 'blocks.contact-card'; heading: string; office: Office | null }
export const reshapeContactCard = (block: StrapiBlocks['blocks.contact-card']): ContactCardView =>
  ({ kind: 'blocks.contact-card', heading: block.heading, office: reshapeOffice(block.office) });

export function ContactCard({ block }: { block: ContactCardView }) {
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
