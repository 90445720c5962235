import { isGsm7, isGsm7Extension } from './gsm-7';

/**
 * MID REST `displayText` and `displayTextFormat` (SK-EID/MID README, 3.2.3): GSM-7, the default, allows 40
 * characters, at most 5 of them from the extension table, and shows any other character as a space; UCS-2
 * allows 20 characters of any script (Cyrillic, õ, š, ž). So GSM-7 when the text fits its alphabet, else UCS-2.
 */
export type DisplayTextFormat = 'GSM-7' | 'UCS-2';

export const displayTextLimits = { gsm7Characters: 40, gsm7ExtensionCharacters: 5, ucs2Characters: 20 } as const;

export function mobileIdDisplayText(text: string): { displayText: string; displayTextFormat: DisplayTextFormat } {
  const characters = Array.from(text);
  if (characters.every(isGsm7)) {
    let kept = '';
    let extensions = 0;
    for (const character of characters.slice(0, displayTextLimits.gsm7Characters)) {
      if (isGsm7Extension(character) && ++extensions > displayTextLimits.gsm7ExtensionCharacters) break;
      kept += character;
    }
    return { displayText: kept, displayTextFormat: 'GSM-7' };
  }
  // UCS-2 has no surrogate pairs: a character outside the Basic Multilingual Plane is left out.
  const ucs2 = characters.filter((character) => character.length === 1);
  return { displayText: ucs2.slice(0, displayTextLimits.ucs2Characters).join(''), displayTextFormat: 'UCS-2' };
}
