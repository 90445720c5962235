import type { StrapiBlocks } from '../content/generated/cms-shapes';
import type { TitledText } from '../content/types';
import { cardGrid, cardStyle, headingStyle, sectionStyle } from './styles';

export interface FeatureListView { kind: 'blocks.feature-list'; heading: string; intro: string | null; items: TitledText[] }
export const reshapeFeatureList = (block: StrapiBlocks['blocks.feature-list']): FeatureListView =>
  ({ kind: 'blocks.feature-list', heading: block.heading, intro: block.intro ?? null, items: block.items ?? [] });
export interface StepsView { kind: 'blocks.steps'; heading: string; items: TitledText[] }
export const reshapeSteps = (block: StrapiBlocks['blocks.steps']): StepsView => ({ kind: 'blocks.steps', heading: block.heading, items: block.items ?? [] });

/** Features (cards) and steps (a numbered list): the same data, two readings. */
export function FeatureList({ block }: { block: FeatureListView }) {
  return (
    <section sx={sectionStyle}>
      <h2 sx={headingStyle}>{block.heading}</h2>
      {block.intro ? <p>{block.intro}</p> : null}
      <ul sx={cardGrid}>
        {block.items.map((item) => (
          <li key={item.title} sx={cardStyle}>
            <h3 sx={{ mt: 0, fontSize: 3 }}>{item.title}</h3>
            <p sx={{ mb: 0 }}>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Steps({ block }: { block: StepsView }) {
  return (
    <section sx={sectionStyle}>
      <h2 sx={headingStyle}>{block.heading}</h2>
      <ol sx={{ ...cardGrid, counterReset: 'step' }}>
        {block.items.map((item) => (
          <li key={item.title} sx={{ ...cardStyle, counterIncrement: 'step', '&::before': { content: 'counter(step)', display: 'block', fontSize: 5, fontWeight: 'heading', color: 'primary' } }}>
            <h3 sx={{ mt: 0, fontSize: 3 }}>{item.title}</h3>
            <p sx={{ mb: 0 }}>{item.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
