import { isGsm7, isGsm7Extension } from '../e-id/gsm-7';

/**
 * What MID REST does with an authentication request's displayText (SK-EID/MID README, 3.2.3), written from
 * the documentation on its own (not with the client's encoder): displayTextFormat GSM-7 (the default) or UCS-2,
 * anything else refused; GSM-7 up to 40 characters, at most 5 from the extension table, UCS-2 up to 20; in
 * GSM-7 a character outside the alphabet reaches the phone as a space.
 */
export type PhoneText = { ok: true; shown: string } | { ok: false; error: string };

export function mobileIdPhoneText(body: Record<string, unknown>): PhoneText {
  const format = body.displayTextFormat ?? 'GSM-7';
  if (format !== 'GSM-7' && format !== 'UCS-2') return { ok: false, error: 'displayTextFormat must be GSM-7 or UCS-2' };
  if (body.displayText === undefined) return { ok: true, shown: '' };
  if (typeof body.displayText !== 'string') return { ok: false, error: 'displayText must be a string' };
  const characters = Array.from(body.displayText);
  if (format === 'UCS-2') {
    if (characters.length > 20 || characters.some((character) => character.length > 1)) return { ok: false, error: 'displayText is too long for UCS-2' };
    return { ok: true, shown: body.displayText };
  }
  if (characters.length > 40 || characters.filter(isGsm7Extension).length > 5) return { ok: false, error: 'displayText is too long for GSM-7' };
  return { ok: true, shown: characters.map((character) => (isGsm7(character) ? character : ' ')).join('') };
}
