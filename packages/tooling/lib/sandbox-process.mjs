import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, root, waitForUrl } from './run.mjs';

/**
 * The e-ID, ID card and payment sandboxes in a process of their own (`npm run sandboxes`), as outside services
 * run in production; a CMS reaches them with SANDBOXES_IN_PROCESS=false and SANDBOX_URL=`url`. `env` must give
 * the same APP_KEYS and sandbox settings as the CMS's.
 */
export async function startSandboxProcess(env) {
  const port = String(await freePort());
  const child = spawn(process.execPath, [path.join(root, 'packages/tooling/sandbox-server.mjs'), '--port', port], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  let alive = true;
  const exited = new Promise((resolve) => child.on('exit', (code) => { alive = false; resolve(code); }));
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/_health`, { isAlive: () => alive });
  return {
    url,
    child,
    async stop() {
      if (!alive) return;
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    },
  };
}
