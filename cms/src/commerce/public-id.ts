import { randomBytes } from 'crypto';

/** The id a record is known by outside the CMS (links, cookies, the API): 128 random bits, which nobody can guess or enumerate. */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}
