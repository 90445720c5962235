/**
 * The GSM 7-bit default alphabet (3GPP TS 23.038, "GSM 03.38"), which Mobile-ID's displayText uses unless
 * told otherwise: its basic table, and the extension table reached by an escape.
 */
const basic = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const extension = new Set('^{}\\[~]|€\f');

export const isGsm7Basic = (character: string): boolean => basic.has(character);
export const isGsm7Extension = (character: string): boolean => extension.has(character);
export const isGsm7 = (character: string): boolean => basic.has(character) || extension.has(character);
