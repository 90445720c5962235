import { bootSummary, keepBootLog } from './boot-log';
import { dropLeftDatabases } from './run-end-drops';
import { stopSharedCmss } from './shared-cms';
import { dropTemplates } from './template-databases';

/** Prints what the CMS starts cost; drops the databases left for the run's end and the templates; stops the CMSs the suites shared (shared-cms.ts) and drops theirs. */
export default async function globalTeardown(): Promise<void> {
  if (!process.env.CMS_SHARED_DIR) return;
  console.log(`\n${bootSummary(process.env.CMS_SHARED_DIR)}`);
  // Each start's own line (its phases), for a closer look: CMS_BOOT_LOG=<file> keeps them.
  if (process.env.CMS_BOOT_LOG) keepBootLog(process.env.CMS_SHARED_DIR, process.env.CMS_BOOT_LOG);
  await dropLeftDatabases(process.env.CMS_SHARED_DIR);
  await dropTemplates(process.env.CMS_SHARED_DIR);
  await stopSharedCmss(process.env.CMS_SHARED_DIR);
}
