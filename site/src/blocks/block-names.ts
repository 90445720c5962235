/** The CMS block components the site can render (the registry maps each to its component). */
export const blockComponentNames = [
  'blocks.hero',
  'blocks.rich-text',
  'blocks.feature-list',
  'blocks.steps',
  'blocks.cover-table',
  'blocks.faq-list',
  'blocks.product-cards',
  'blocks.insurer-logos',
  'blocks.cta',
  'blocks.contact-card',
  'blocks.trust-signals',
  'blocks.job-list',
  'blocks.testimonial',
  'blocks.notice',
  'blocks.application-form',
  'blocks.quote-form',
] as const;

export type BlockComponentName = (typeof blockComponentNames)[number];
