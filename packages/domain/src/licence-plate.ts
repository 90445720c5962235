export type PlateKind = 'normal' | 'small' | 'dealer' | 'diplomatic' | 'custom';

export interface LicencePlate {
  /** Upper case, no spaces: how the register knows it. */
  plate: string;
  kind: PlateKind;
  /** How it is written on the plate: `123 ABC`. */
  display: string;
}

/** Upper-cased, spaces and dashes removed: the form to validate and to look up. */
export function normalizePlate(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** An Estonian licence plate, classified; null when no plate kind allows it. */
export function parsePlate(input: string): LicencePlate | null {
  const plate = normalizePlate(input);
  const make = (kind: PlateKind, display = plate) => ({ plate, kind, display });
  let match = /^(\d{3})([A-Z]{3})$/.exec(plate);
  if (match) return make('normal', `${match[1]} ${match[2]}`);
  match = /^(\d{2})([A-Z]{3})$/.exec(plate);
  if (match) return make('small', `${match[1]} ${match[2]}`);
  match = /^PROOV(\d{4})$/.exec(plate);
  if (match) return make('dealer', `PROOV ${match[1]}`);
  match = /^(CD|AT)(\d{4})$/.exec(plate) ?? /^(CMD)(\d{3})$/.exec(plate);
  if (match) return make('diplomatic', `${match[1]} ${match[2]}`);
  // Custom plates: up to 9 letters and digits, one block of letters and one of digits at most.
  if (/^(?:[A-Z]+\d+|\d+[A-Z]+)$/.test(plate) && plate.length <= 9) return make('custom');
  return null;
}

export function isPlate(input: string): boolean {
  return parsePlate(input) !== null;
}
