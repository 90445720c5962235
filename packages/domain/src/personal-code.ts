import { estonianCheckDigit } from './check-digit';

export interface PersonalCode {
  code: string;
  /** YYYY-MM-DD */
  birthDate: string;
  sex: 'male' | 'female';
}

const centuries: Record<string, number> = { '1': 1800, '2': 1800, '3': 1900, '4': 1900, '5': 2000, '6': 2000, '7': 2100, '8': 2100 };

/** An Estonian personal identification code (isikukood) read into its parts; null when it is not valid. */
export function parsePersonalCode(input: string): PersonalCode | null {
  const code = input.trim();
  if (!/^[1-8]\d{10}$/.test(code)) return null;
  const century = centuries[code[0]!]!;
  const year = century + Number(code.slice(1, 3));
  const month = Number(code.slice(3, 5));
  const day = Number(code.slice(5, 7));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (estonianCheckDigit(code.slice(0, 10)) !== Number(code[10])) return null;
  return {
    code,
    birthDate: `${String(year).padStart(4, '0')}-${code.slice(3, 5)}-${code.slice(5, 7)}`,
    sex: Number(code[0]) % 2 === 1 ? 'male' : 'female',
  };
}

export function isPersonalCode(input: string): boolean {
  return parsePersonalCode(input) !== null;
}

/** Full years of age on a calendar day (YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** An 8-digit Estonian registry code of a company, with its check digit. */
export function isRegistryCode(input: string): boolean {
  const code = input.trim();
  return /^[1-9]\d{7}$/.test(code) && estonianCheckDigit(code.slice(0, 7)) === Number(code[7]);
}
