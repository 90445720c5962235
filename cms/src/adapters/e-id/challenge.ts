import { createHash, randomBytes } from 'crypto';

/** What the user's device signs: SHA-512 over 64 random bytes (hashType SHA512). */
export function newAuthenticationHash(): Buffer {
  return createHash('sha512').update(randomBytes(64)).digest();
}
