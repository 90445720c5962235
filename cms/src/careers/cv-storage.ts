import { randomBytes } from 'crypto';
import { createReadStream, existsSync, mkdirSync, rmSync } from 'fs';
import { copyFile } from 'fs/promises';
import path from 'path';

/**
 * CVs live in a private folder outside the public uploads (never served by /uploads), under random
 * names; HR downloads them through the admin only.
 */
export function createCvStorage(folder: string) {
  const resolved = path.resolve(folder);
  const fileOf = (key: string) => {
    if (!/^[\w-]{20,80}\.(pdf|docx?|txt|rtf)$/.test(key)) throw new Error('Not a CV key');
    return path.join(resolved, key);
  };

  async function keep(temporaryFile: string, extension: string): Promise<string> {
    mkdirSync(resolved, { recursive: true, mode: 0o700 });
    const key = `${randomBytes(18).toString('base64url')}.${extension}`;
    await copyFile(temporaryFile, fileOf(key));
    return key;
  }

  const open = (key: string) => (existsSync(fileOf(key)) ? createReadStream(fileOf(key)) : null);
  const remove = (key: string) => rmSync(fileOf(key), { force: true });

  return { keep, open, remove };
}

export type CvStorage = ReturnType<typeof createCvStorage>;
