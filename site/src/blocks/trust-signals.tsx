import { HtmlContent } from '../components/html-content';
import { OfficeDetails } from './office-details';
import { cardStyle, headingStyle, sectionStyle } from './styles';
import type { StrapiBlocks } from '../content/generated/cms-shapes';
import { htmlOf, reshapeOffice } from '../content/reshape';
import type { Office } from '../content/types';

export interface TrustSignalsView { kind: 'blocks.trust-signals'; heading: string; licenceTitle: string; licenceHtml: string; office: Office | null }
export const reshapeTrustSignals = (block: StrapiBlocks['blocks.trust-signals']): TrustSignalsView =>
  ({ kind: 'blocks.trust-signals', heading: block.heading, licenceTitle: block.licenceTitle, licenceHtml: htmlOf(block.licence), office: reshapeOffice(block.office) });

const iconStyle = { flexShrink: 0, color: 'primary' } as const;

/** A shield with a tick: the supervised licence. Decorative (the card's heading says it). */
const LicenceIcon = () => (
  <svg sx={iconStyle} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <path d="M16 3 5 7v8c0 7 4.7 11.8 11 14 6.3-2.2 11-7 11-14V7L16 3Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
    <path d="m11 16 3.5 3.5L21 13" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** A map pin: the office. Decorative. */
const OfficeIcon = () => (
  <svg sx={iconStyle} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <path d="M16 29s9-8.6 9-16a9 9 0 0 0-18 0c0 7.4 9 16 9 16Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
    <circle cx="16" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
  </svg>
);

const cardHeading = { display: 'flex', alignItems: 'center', gap: 3, mt: 0, mb: 3, fontSize: 3, lineHeight: 'heading' } as const;

/**
 * Why a customer can trust the broker, drawn at build time: its activity licence from Finantsinspektsioon
 * (the editors' text) and its office (address, phone, opening hours) from the Office type.
 */
export function TrustSignals({ block }: { block: TrustSignalsView }) {
  const office = block.office;
  return (
    <section sx={sectionStyle} data-testid="trust-signals">
      <h2 sx={headingStyle}>{block.heading}</h2>
      <div sx={{ display: 'grid', gap: 5, gridTemplateColumns: ['1fr', null, '1fr 1fr'] }}>
        <div sx={cardStyle} data-testid="trust-licence">
          <h3 sx={cardHeading}><LicenceIcon />{block.licenceTitle}</h3>
          <HtmlContent html={block.licenceHtml} sx={{ '& p:first-of-type': { mt: 0 }, '& p:last-of-type': { mb: 0 } }} />
        </div>
        {office ? (
          <div sx={cardStyle} data-testid="trust-office">
            <h3 sx={cardHeading}><OfficeIcon />{office.name}</h3>
            <OfficeDetails office={office} withEmail={false} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
