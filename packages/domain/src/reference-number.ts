/**
 * The Estonian payment reference number (viitenumber, Pangaliit's standard): 1…19 digits of the payee's own and
 * a check digit by the 7-3-1 method (weights 7, 3, 1, 7, … from the right; the check digit brings the sum to a
 * multiple of ten). Banks refuse a reference whose check digit is wrong.
 */
const weights = [7, 3, 1];

export function referenceCheckDigit(base: string): number {
  if (!/^\d{1,19}$/.test(base)) throw new Error('A reference number is made of 1 to 19 digits');
  const digits = [...base].reverse().map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * weights[index % 3]!, 0);
  return (10 - (sum % 10)) % 10;
}

/** The reference number of a base (1…19 digits): the base and its check digit. */
export function referenceNumber(base: string): string {
  return `${base}${referenceCheckDigit(base)}`;
}

/** A reference as written on a payment, spaces (the four-digit groups of a printed one) left out. */
export function normalizeReference(input: string): string {
  return input.replace(/\s+/g, '');
}

/** Whether a reference (printed groups allowed) has 2…20 digits and its 7-3-1 check digit is right. */
export function isReferenceNumber(input: string): boolean {
  const reference = normalizeReference(input);
  if (!/^\d{2,20}$/.test(reference)) return false;
  return referenceCheckDigit(reference.slice(0, -1)) === Number(reference.slice(-1));
}

/** A reference printed in four-digit groups from the left, as the standard suggests for readability. */
export function printedReference(reference: string): string {
  return normalizeReference(reference).replace(/(\d{4})(?=\d)/g, '$1 ');
}
