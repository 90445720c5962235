import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const skipped = new Set(['node_modules', 'dist', 'build', '.cache', '.tmp', 'public', '.strapi', 'coverage']);

function collect(entry, files) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) {
      if (!skipped.has(name)) collect(path.join(entry, name), files);
    }
  } else {
    files.push(entry);
  }
}

/** A hash over the contents of files and folders: what a build step's output depends on. */
export function fingerprint(entries, extra = '') {
  const files = [];
  for (const entry of entries) collect(entry, files);
  const hash = createHash('sha256').update(extra);
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Runs `build` only when the inputs changed since the stamp was written (or the output is gone). */
export async function whenStale({ name, inputs, extra = '', stamp, outputs = [] }, build) {
  const current = fingerprint(inputs, extra);
  const previous = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  if (previous === current && outputs.every((output) => existsSync(output))) {
    console.log(`  ${name}: up to date`);
    return false;
  }
  await build();
  writeFileSync(stamp, current);
  return true;
}
