import type { BlockOf } from '../content/types';
import { HtmlContent } from '../components/html-content';

export function RichText({ block }: { block: BlockOf<'blocks.rich-text'> }) {
  return <HtmlContent html={block.bodyHtml} sx={{ maxWidth: 820, py: 4 }} />;
}
