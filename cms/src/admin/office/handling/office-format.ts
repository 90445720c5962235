/** Money and moments as the office reads them (Estonian, Tallinn time). */
const euros = new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR' });
const moment = new Intl.DateTimeFormat('et-EE', { timeZone: 'Europe/Tallinn', dateStyle: 'short', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('et-EE', { timeZone: 'Europe/Tallinn', dateStyle: 'short' });

export const formatCents = (cents: unknown) => (typeof cents === 'number' ? euros.format(cents / 100) : '–');
export const formatMoment = (value: unknown) => (value ? moment.format(new Date(String(value))) : '–');
export const formatDay = (value: unknown) => (value ? day.format(new Date(String(value))) : '–');
/** Euros as staff type them ("1234,50" or "1234.50") for the server, which takes a number. */
export const eurosInput = (typed: string): string | number => {
  const cleaned = typed.replace(/\s/g, '').replace(',', '.');
  return cleaned === '' ? '' : Number.isFinite(Number(cleaned)) ? Number(cleaned) : typed;
};
