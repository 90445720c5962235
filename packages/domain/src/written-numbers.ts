/**
 * How each language writes numbers, as Intl writes them for its tag in `languageTags` (the tests hold them to it).
 * Written here because a browser's first Intl.NumberFormat loads its locale data in the middle of a page's first
 * render (tens of milliseconds on a slow phone). Estonian groups thousands only from five digits on (CLDR's
 * minimum grouping digits 2); Estonian writes a minus sign, the others a hyphen-minus.
 */
import type { Locale } from '@kindlustus/routes';
import { writingLocale } from './language-tags';

export const numberWriting: Record<Locale, { group: string; decimal: string; minus: string; groupFromDigits: number }> = {
  et: { group: '\u00a0', decimal: ',', minus: '\u2212', groupFromDigits: 5 },
  ru: { group: '\u00a0', decimal: ',', minus: '-', groupFromDigits: 4 },
  en: { group: ',', decimal: '.', minus: '-', groupFromDigits: 4 },
};

const writingOf = (language: string) => numberWriting[writingLocale(language)];

/** The whole part of a number with the language's thousands separators. */
export function groupedDigits(whole: string, language: string): string {
  const writing = writingOf(language);
  if (whole.length < writing.groupFromDigits) return whole;
  let grouped = whole.slice(0, whole.length % 3 || 3);
  for (let index = grouped.length; index < whole.length; index += 3) grouped += `${writing.group}${whole.slice(index, index + 3)}`;
  return grouped;
}

/** A digit string plus one, carrying as far as needed ("0999" becomes "1000"). */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * The whole and fraction digits of a non-negative number rounded half away from zero, as Intl rounds: on the
 * shortest decimal that reads back as the number ("328347.475", not the binary value just under it).
 */
function roundedParts(value: number, maxFractionDigits: number): { whole: string; fraction: string } {
  const text = value.toString();
  if (text.includes('e')) {
    const [whole = '0', fraction = ''] = value.toFixed(maxFractionDigits).split('.');
    return { whole, fraction };
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= maxFractionDigits) return { whole, fraction };
  let kept = `${whole}${fraction.slice(0, maxFractionDigits)}`;
  if (fraction[maxFractionDigits]! >= '5') kept = incremented(kept);
  const wholeLength = kept.length - maxFractionDigits;
  return { whole: kept.slice(0, wholeLength) || '0', fraction: kept.slice(wholeLength) };
}

/** A number with at most `maxFractionDigits` decimals (rounded half away from zero, no trailing zeros): "2,5", "12 345", "1.25". */
export function formatDecimal(value: number, language: string, maxFractionDigits = 3): string {
  const writing = writingOf(language);
  const { whole, fraction } = roundedParts(Math.abs(value), maxFractionDigits);
  const trimmed = fraction.replace(/0+$/, '');
  const sign = value < 0 && /[1-9]/.test(`${whole}${trimmed}`) ? writing.minus : '';
  return `${sign}${groupedDigits(whole.replace(/^0+(?=\d)/, ''), language)}${trimmed ? `${writing.decimal}${trimmed}` : ''}`;
}
