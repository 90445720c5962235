import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshCmsEnv } from './env-file.mjs';
import { bin } from './prepare.mjs';
import { freePort, root } from './run.mjs';
import { startServerProcess } from './server-process.mjs';

/**
 * Starts the built CMS (`strapi start`) with the given environment and waits until it is healthy;
 * `nodeArgs` go to Node itself (e.g. --cpu-prof, which NODE_OPTIONS does not take).
 */
export async function startCms(env, { quiet = false, nodeArgs = [] } = {}) {
  const host = !env.HOST || env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
  return startServerProcess({
    args: [...nodeArgs, bin('strapi'), 'start'],
    cwd: path.join(root, 'cms'),
    env,
    quiet,
    url: `http://${host}:${env.PORT}`,
    killAfterMs: 15_000,
  });
}

/**
 * A CMS of its own for tests and benchmarks: fresh secrets, a free port and a new SQLite database in a
 * temporary folder, removed again by `dispose`.
 */
export async function startThrowawayCms(extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'throwaway-cms-'));
  const env = freshCmsEnv({ PORT: String(await freePort()), DATABASE_FILENAME: path.join(dataDir, 'data.db'), ...extraEnv });
  const cms = await startCms(env, { quiet: true });
  return {
    cms,
    env,
    async dispose() {
      await cms.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
