/**
 * The products and the quote forms, with no dependencies: the site's static pages import this file
 * alone (`@kindlustus/domain/quote-forms`), so the schemas and zod stay out of their first load.
 */
export const productKeys = ['casco', 'traffic', 'home', 'forestry-machine', 'employer-health'] as const;
export type ProductKey = (typeof productKeys)[number];

/** The forms a quote can come from: one per product, and the old home form (a home quote too). */
export const quoteForms = ['traffic', 'casco', 'home', 'homeOld', 'forestry-machine', 'employer-health'] as const;
export type QuoteForm = (typeof quoteForms)[number];

export const productOfForm = (form: QuoteForm): ProductKey => (form === 'homeOld' ? 'home' : form);

export const isQuoteForm = (value: unknown): value is QuoteForm => (quoteForms as readonly unknown[]).includes(value);
