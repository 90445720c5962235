import { readFile } from 'fs/promises';
import path from 'path';
import type { Core } from '@strapi/strapi';

/** An uploaded file's bytes by its address: read from the upload folder (the local provider), or fetched (a provider with its own host). */
export async function uploadedBytes(strapi: Core.Strapi, url: string): Promise<Buffer> {
  if (/^https?:\/\//.test(url)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Uploaded file ${url} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
  const file = path.join(strapi.dirs.static.public, decodeURIComponent(url.split('?')[0]!));
  if (!file.startsWith(strapi.dirs.static.public)) throw new Error(`Uploaded file outside the upload folder: ${url}`);
  return readFile(file);
}
