import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'fs';
import path from 'path';
import { dropDatabase } from './databases';
import { useClientAddressBlock } from './graphql';
import { bootCms } from './strapi-process';
import { madeOnce, wasMade, type MadeOnceFile } from './made-once';
import { useSuitePlateBlock } from './suite-plates';

/**
 * A CMS shared by the suites of one jest run that need no fresh one: booted by the first suite that asks for
 * it (per database and settings), used by the others, stopped with its database at the end of the run
 * (global-teardown.ts). A suite that changes what others read, restarts the CMS, or needs settings of its own
 * boots its own CMS (strapi-process.ts's bootCms); a mail folder may be the set's, where each suite reads only
 * the mails to its own addresses. Each sharing suite's clients get addresses of their own (graphql.ts), so the
 * limits per address stay the suite's, and its purchases vehicles of their own (suite-plates.ts).
 */
export interface SharedCms {
  readonly url: string;
  readonly env: Readonly<Record<string, string>>;
}

interface SharedCmsRecord extends SharedCms {
  readonly pid: number;
}

/** The folder global-setup.ts made for this run's shared CMSs (one JSON file each, and what their suites make once in them). */
export const sharedDir = () => {
  const dir = process.env.CMS_SHARED_DIR;
  if (!dir) throw new Error('CMS_SHARED_DIR is not set: run the suites with cms/jest.config.js (its global setup)');
  return dir;
};

const alive = async (url: string) => {
  try {
    return (await fetch(`${url}/_health`)).status === 204;
  } catch {
    return false;
  }
};

/** Takes the next address block of the run for this suite's clients (block 0 is for suites with a CMS of their own). */
function takeAddressBlock(dir: string) {
  const blocks = path.join(dir, 'address-blocks');
  mkdirSync(blocks, { recursive: true });
  for (let block = 1; block < 256; block += 1) {
    try {
      closeSync(openSync(path.join(blocks, String(block)), 'wx'));
      return block;
    } catch {
      // taken: try the next
    }
  }
  throw new Error('More than 255 suites share a CMS');
}

/** The shared CMS on `target` with `settings` (named by `name`), booting it if no suite did yet. */
export async function sharedCms(target: string, name: string, settings: Record<string, string>): Promise<SharedCms> {
  const dir = sharedDir();
  const block = takeAddressBlock(dir);
  useClientAddressBlock(block);
  useSuitePlateBlock(block);
  const written = await madeOnce(path.join(dir, `${target}-${name}.json`), `the shared CMS ${target}-${name}`, async (): Promise<SharedCmsRecord> => {
    const booted = await bootCms(target, settings);
    return { url: booted.cms.url, env: booted.env, pid: booted.cms.pid };
  });
  if (!(await alive(written.url))) throw new Error(`The shared CMS ${target}-${name} at ${written.url} does not answer`);
  return written;
}

/** Stops every shared CMS of the run and drops its database (global-teardown.ts). */
export async function stopSharedCmss(dir: string) {
  for (const entry of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const record = JSON.parse(readFileSync(path.join(dir, entry), 'utf8')) as MadeOnceFile<SharedCmsRecord>;
    // What suites make once in the folder besides the CMSs (tariff-insurer.ts) is named otherwise; skipped all the same.
    if (!wasMade(record) || !('pid' in record)) continue;
    try {
      process.kill(record.pid, 'SIGTERM');
    } catch {
      // already ended
    }
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      try {
        process.kill(record.pid, 0);
      } catch {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    try {
      process.kill(record.pid, 'SIGKILL');
    } catch {
      // ended
    }
    await dropDatabase(record.env);
  }
  rmSync(dir, { recursive: true, force: true });
}
