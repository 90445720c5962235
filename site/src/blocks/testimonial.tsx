import type { StrapiBlocks } from '../content/generated/cms-shapes';

export interface TestimonialView { kind: 'blocks.testimonial'; quote: string; author: string; role: string | null }
export const reshapeTestimonial = (block: StrapiBlocks['blocks.testimonial']): TestimonialView =>
  ({ kind: 'blocks.testimonial', quote: block.quote, author: block.author, role: block.role ?? null });

export function Testimonial({ block }: { block: TestimonialView }) {
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
