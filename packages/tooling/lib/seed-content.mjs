import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './run.mjs';

const contentDir = path.join(root, 'cms/src/seed/content');
const read = (file) => JSON.parse(readFileSync(path.join(contentDir, file), 'utf8'));

/** The first seeded job ad that is still current, in a language (its title, slug, texts). */
export function firstCurrentJob(locale = 'en') {
  const shared = read('shared.json');
  const key = Object.keys(shared.jobs).find((job) => shared.jobs[job].validForDays > 0);
  return read(`${locale}.json`).jobs[key];
}
