import type { BlockOf } from '../content/types';
import { HtmlContent } from '../components/html-content';

export function Notice({ block }: { block: BlockOf<'blocks.notice'> }) {
  return (
    <aside
      role={block.tone === 'warning' ? 'note' : undefined}
      sx={{ borderLeft: '6px solid', borderColor: block.tone === 'warning' ? 'error' : 'primary', bg: 'muted', px: 5, py: 2, my: 5, maxWidth: 820 }}
    >
      <HtmlContent html={block.textHtml} />
    </aside>
  );
}
