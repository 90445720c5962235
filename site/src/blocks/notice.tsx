import { HtmlContent } from '../components/html-content';
import type { StrapiBlocks } from '../content/generated/cms-shapes';
import { htmlOf } from '../content/reshape';

export interface NoticeView { kind: 'blocks.notice'; tone: 'info' | 'warning'; textHtml: string }
export const reshapeNotice = (block: StrapiBlocks['blocks.notice']): NoticeView =>
  ({ kind: 'blocks.notice', tone: block.tone === 'warning' ? 'warning' : 'info', textHtml: htmlOf(block.noticeText) });

export function Notice({ block }: { block: NoticeView }) {
  return (
    <aside
      role={block.tone === 'warning' ? 'note' : undefined}
      sx={{ borderLeft: '6px solid', borderColor: block.tone === 'warning' ? 'error' : 'primary', bg: 'muted', px: 5, py: 2, my: 5, maxWidth: 820 }}
    >
      <HtmlContent html={block.textHtml} />
    </aside>
  );
}
