import type { BlockOf } from '../content/types';
import { InsurerName } from '../kit/insurer-name';
import { headingStyle, sectionStyle } from './styles';

/** The insurers whose offers the site compares: each one's logo and name, from the CMS at build time. */
export function InsurerLogos({ block }: { block: BlockOf<'blocks.insurer-logos'> }) {
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
