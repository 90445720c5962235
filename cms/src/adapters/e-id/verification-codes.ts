import { createHash } from 'crypto';

/** Smart-ID: the last 2 bytes of SHA-256 over the hash, big-endian, mod 10000, as 4 digits. */
export function smartIdVerificationCode(hash: Buffer): string {
  const digest = createHash('sha256').update(hash).digest();
  return String(digest.readUInt16BE(digest.length - 2) % 10000).padStart(4, '0');
}

/** Mobile-ID: the first 6 bits and the last 7 bits of the hash joined into 13 bits, as 4 digits. */
export function mobileIdVerificationCode(hash: Buffer): string {
  const first6 = hash[0]! >> 2;
  const last7 = hash[hash.length - 1]! & 0x7f;
  return String((first6 << 7) | last7).padStart(4, '0');
}
