import { closeSync, openSync, readFileSync, writeFileSync } from 'fs';
import { bootTimeoutMs } from './boot-timeout';
import { until } from './waiting';

/** What `file` holds: the made thing's record, or why making it failed. */
export type MadeOnceFile<T> = T | { readonly failedToMake: string };

/**
 * Made by the first caller across the run's jest workers (a `.making` lock file beside `file`), which writes the
 * record, or its failure, into `file`; every other caller waits for it, as long as a boot may take and a little more.
 */
export async function madeOnce<T extends object>(file: string, what: string, make: () => Promise<T>): Promise<T> {
  let owner = false;
  try {
    closeSync(openSync(`${file}.making`, 'wx'));
    owner = true;
  } catch {
    // another worker makes it or made it
  }
  if (owner) {
    try {
      const record = await make();
      writeFileSync(file, JSON.stringify(record));
      return record;
    } catch (error) {
      writeFileSync(file, JSON.stringify({ failedToMake: String(error instanceof Error ? error.message : error).slice(0, 2000) }));
      throw error;
    }
  }
  const written = await until(what, () => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as MadeOnceFile<T>;
    } catch {
      return null;
    }
  }, bootTimeoutMs + 30_000);
  if ('failedToMake' in written) throw new Error(`${what} was not made (by the worker that made it):\n${written.failedToMake}`);
  return written;
}

/** Whether `file`'s record was made (not a failure). */
export const wasMade = <T extends object>(record: MadeOnceFile<T>): record is T => !('failedToMake' in record);
