import { productKeys, type ProductKey } from '@kindlustus/domain/quote-forms';

/** A product key the site does not know is read as traffic (the API names only the five products). */
export const productOf = (value: string): ProductKey => ((productKeys as readonly string[]).includes(value) ? (value as ProductKey) : 'traffic');
