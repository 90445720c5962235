import { HtmlContent } from '../components/html-content';
import { headingStyle, sectionStyle } from './styles';
import type { StrapiBlocks } from '../content/generated/cms-shapes';
import { reshapeFaq } from '../content/reshape';
import type { FaqItem } from '../content/types';

export interface FaqListView { kind: 'blocks.faq-list'; heading: string; items: FaqItem[] }
export const reshapeFaqList = (block: StrapiBlocks['blocks.faq-list']): FaqListView =>
  ({ kind: 'blocks.faq-list', heading: block.heading, items: reshapeFaq(block.product?.faq) });

export function FaqList({ block }: { block: FaqListView }) {
  return (
    <section sx={sectionStyle}>
      <h2 sx={headingStyle}>{block.heading}</h2>
      {block.items.map((item) => (
        <details key={item.question} sx={{ borderBottom: '1px solid', borderColor: 'border', py: 3 }}>
          <summary sx={{ cursor: 'pointer', fontWeight: 'bold', fontSize: 3 }}>{item.question}</summary>
          <HtmlContent html={item.answerHtml} />
        </details>
      ))}
    </section>
  );
}
