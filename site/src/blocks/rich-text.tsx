import { HtmlContent } from '../components/html-content';
import type { StrapiBlocks } from '../content/generated/cms-shapes';
import { htmlOf } from '../content/reshape';

export interface RichTextView { kind: 'blocks.rich-text'; bodyHtml: string }
export const reshapeRichText = (block: StrapiBlocks['blocks.rich-text']): RichTextView => ({ kind: 'blocks.rich-text', bodyHtml: htmlOf(block.body) });

export function RichText({ block }: { block: RichTextView }) {
  return <HtmlContent html={block.bodyHtml} sx={{ maxWidth: 820, py: 4 }} />;
}
