/**
 * An Estonian phone number as Mobile-ID wants it: +372 and 7–8 digits. Spaces, dashes and a
 * missing country code (or 00372) are accepted in the input. Null when it is no such number.
 */
export function parseEstonianPhone(input: string): string | null {
  const compact = input.replace(/[\s()-]/g, '');
  const national = /^(?:\+372|00372)?(\d{7,8})$/.exec(compact)?.[1];
  return national ? `+372${national}` : null;
}
