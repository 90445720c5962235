import type { BlockOf } from '../content/types';
import { HtmlContent } from '../components/html-content';
import { headingStyle, sectionStyle } from './styles';

export function FaqList({ block }: { block: BlockOf<'blocks.faq-list'> }) {
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
