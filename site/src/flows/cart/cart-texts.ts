import type { ProductKey } from '@kindlustus/domain/dist/quote-forms';

/** The product names the cart, payment and policies pages write (interface texts in the cart namespace). */
export const productNameKeys: Record<ProductKey, `cart:${string}`> = {
  traffic: 'cart:productTraffic',
  casco: 'cart:productCasco',
  home: 'cart:productHome',
  'forestry-machine': 'cart:productForestryMachine',
  'employer-health': 'cart:productEmployerHealth',
};

/** A Tallinn calendar date (YYYY-MM-DD) written for the page's language. */
export function calendarDate(date: string, language: string): string {
  const tag = language === 'en' ? 'en-GB' : language === 'ru' ? 'ru-RU' : 'et-EE';
  return new Intl.DateTimeFormat(tag, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
}
