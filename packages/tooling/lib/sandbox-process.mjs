import path from 'node:path';
import { freePort, root } from './run.mjs';
import { startServerProcess } from './server-process.mjs';

/**
 * The e-ID, ID card and payment sandboxes in a process of their own (`npm run sandboxes`), as outside services
 * run in production; a CMS reaches them with SANDBOXES_IN_PROCESS=false and SANDBOX_URL=`url`. `env` must give
 * the same APP_KEYS and sandbox settings as the CMS's.
 */
export async function startSandboxProcess(env) {
  const port = String(await freePort());
  return startServerProcess({
    args: [path.join(root, 'packages/tooling/sandbox-server.mjs'), '--port', port],
    cwd: root,
    env,
    url: `http://127.0.0.1:${port}`,
    killAfterMs: 5_000,
  });
}
