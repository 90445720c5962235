import type { Core } from '@strapi/strapi';
import type { Sweep } from '../capabilities/capability';
import { createSweepRunner } from '../background-work/sweep-lock';

/**
 * Now and every `intervalMs` (HOUSEKEEPING_INTERVAL_MS): the capabilities' sweeps (capabilities/capability.ts), in
 * their list's order; each runs in one CMS process at a time however many replicas share the database.
 */
export async function startHousekeeping(strapi: Core.Strapi, sweeps: readonly Sweep[], intervalMs: number): Promise<() => void> {
  const run = createSweepRunner(strapi.db);
  /** One sweep: a failure is logged and leaves the others (and the CMS's start) to go on. */
  const runOne = async ({ name, work, done }: Sweep) => {
    try {
      const count = Number(await run(name, work)) || 0;
      if (count && done) strapi.log.info(done(count));
    } catch (error) {
      strapi.log.error(`Housekeeping sweep ${name} failed: ${error instanceof Error ? error.message : error}`);
    }
  };
  const sweep = async () => {
    for (const each of sweeps) await runOne(each);
  };
  await sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
