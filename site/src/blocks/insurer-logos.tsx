import { InsurerName } from '../kit/insurer-name';
import { headingStyle, sectionStyle } from './styles';
import type { StrapiBlocks } from '../content/generated/cms-shapes';
import type { BlockSources } from '../content/reshape';
import type { InsurerSummary } from '../content/types';

export interface InsurerLogosView { kind: 'blocks.insurer-logos'; heading: string; intro: string | null; insurers: InsurerSummary[] }
export const reshapeInsurerLogos = (block: StrapiBlocks['blocks.insurer-logos'], sources: BlockSources): InsurerLogosView =>
  ({ kind: 'blocks.insurer-logos', heading: block.heading, intro: block.intro ?? null, insurers: sources.insurers });

/** The insurers whose offers the site compares: each one's logo and name, from the CMS at build time. */
export function InsurerLogos({ block }: { block: InsurerLogosView }) {
  return (
    <section sx={sectionStyle} data-testid="insurers-compared">
      <h2 sx={headingStyle}>{block.heading}</h2>
      {block.intro ? <p sx={{ mt: 0, mb: 4 }}>{block.intro}</p> : null}
      <ul sx={{ display: 'flex', flexWrap: 'wrap', gap: 5, listStyle: 'none', p: 0, m: 0 }}>
        {block.insurers.map((insurer) => (
          <li key={insurer.code} sx={{ fontWeight: 'bold', fontSize: 2 }}>
            <InsurerName name={insurer.name} logo={insurer.logo} size={48} />
          </li>
        ))}
      </ul>
    </section>
  );
}
