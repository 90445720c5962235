import { existsSync, readdirSync, statSync } from 'fs';
import { readFile, rmdir, unlink, utimes, writeFile } from 'fs/promises';
import path from 'path';
import { promisify } from 'util';
import { constants, gzip } from 'zlib';

const gzipAsync = promisify(gzip);

/** What nginx compresses (its gzip_types, and HTML) and a browser fetches; not source maps, which only developer tools read. */
const compressible = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;
/** A copy this writes (any other .gz, a download put in static/, is the site's own file). */
const copyName = /\.(html|js|css|json|svg|xml|txt|webmanifest)\.gz$/;
/** The web server's own configuration (never served). */
const notServed = new Set(['_server']);

function filesUnder(dir: string, relative = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    const name = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!notServed.has(name)) files.push(...filesUnder(dir, name));
    } else if (entry.isFile()) files.push(name);
  }
  return files;
}

/** Removes the folders up to `publicDir` that the removed copy left empty (Gatsby keeps a removed page's folder while its copy is in it). */
async function removeEmptyFolders(publicDir: string, file: string): Promise<void> {
  for (let folder = path.dirname(file); folder !== '.'; folder = path.dirname(folder)) {
    try {
      await rmdir(path.join(publicDir, folder));
    } catch {
      return; // not empty (or gone already)
    }
  }
}

/**
 * Writes beside each text file of the build its gzip at the highest level (`app-….js.gz`), which the web
 * server sends as it is (nginx's gzip_static, site-server.mjs the same) instead of compressing every
 * answer again at its own, lower level. A file keeps its copy while it keeps its modification time
 * (the copy is given the file's own); a copy whose file is gone goes with it (and the folder it leaves
 * empty), so nothing removed is sent from it. A file that would not get smaller gets none. Returns how many
 * copies were written, kept and removed.
 */
export async function precompress(publicDir: string): Promise<{ written: number; kept: number; removed: number }> {
  const files = filesUnder(publicDir);
  const present = new Set(files);
  const counts = { written: 0, kept: 0, removed: 0 };
  const work: Array<() => Promise<void>> = [];
  for (const file of files) {
    const full = path.join(publicDir, file);
    if (copyName.test(file)) {
      if (!present.has(file.slice(0, -3))) {
        counts.removed += 1;
        work.push(async () => {
          await unlink(full);
          await removeEmptyFolders(publicDir, file);
        });
      }
      continue;
    }
    if (!compressible.test(file)) continue;
    const { mtime } = statSync(full);
    const copy = `${full}.gz`;
    if (existsSync(copy) && statSync(copy).mtime.getTime() === mtime.getTime()) {
      counts.kept += 1;
      continue;
    }
    work.push(async () => {
      const source = await readFile(full);
      const compressed = await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION });
      if (compressed.length >= source.length) {
        if (existsSync(copy)) {
          await unlink(copy);
          counts.removed += 1;
        }
        return;
      }
      await writeFile(copy, compressed);
      await utimes(copy, mtime, mtime);
      counts.written += 1;
    });
  }
  // zlib compresses on libuv's threads: a few at a time use the cores without holding every file in memory.
  const next = async (): Promise<void> => {
    for (let task = work.shift(); task; task = work.shift()) await task();
  };
  await Promise.all(Array.from({ length: 4 }, next));
  return counts;
}
