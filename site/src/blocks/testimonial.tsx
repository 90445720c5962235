import type { BlockOf } from '../content/types';

export function Testimonial({ block }: { block: BlockOf<'blocks.testimonial'> }) {
  return (
    <figure sx={{ borderLeft: '4px solid', borderColor: 'secondary', pl: 5, my: 6, mx: 0, maxWidth: 820 }}>
      <blockquote sx={{ fontSize: 3, m: 0 }}>{block.quote}</blockquote>
      <figcaption sx={{ mt: 3 }}>
        — {block.author}
        {block.role ? `, ${block.role}` : ''}
      </figcaption>
    </figure>
  );
}
