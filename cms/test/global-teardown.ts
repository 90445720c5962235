import { bootSummary } from './boot-log';
import { stopSharedCmss } from './shared-cms';

/** Stops the CMSs the suites shared (shared-cms.ts) and drops their databases; prints what the CMS starts cost. */
export default async function globalTeardown(): Promise<void> {
  if (!process.env.CMS_SHARED_DIR) return;
  console.log(`\n${bootSummary(process.env.CMS_SHARED_DIR)}`);
  await stopSharedCmss(process.env.CMS_SHARED_DIR);
}
