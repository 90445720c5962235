import { copyFileSync, mkdtempSync, rmSync, statSync } from 'fs';
import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';

const mimeTypes: Record<string, string> = { '.png': 'image/png', '.webp': 'image/webp', '.jpg': 'image/jpeg' };

/** Puts a committed image into the media library, as an editor's upload would; answers the file's id. */
export async function uploadSeedImage(strapi: Core.Strapi, file: string, alternativeText: string): Promise<number> {
  // The upload works on a copy: the upload service may move or remove the file it is given.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seed-image-'));
  const copy = path.join(dir, path.basename(file));
  copyFileSync(file, copy);
  try {
    const [uploaded] = (await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name: path.basename(file), alternativeText } },
      files: {
        filepath: copy,
        originalFilename: path.basename(file),
        mimetype: mimeTypes[path.extname(file)] ?? 'application/octet-stream',
        size: statSync(copy).size,
      },
    })) as Array<{ id: number }>;
    if (!uploaded) throw new Error(`The media library took no file for ${file}`);
    return uploaded.id;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
