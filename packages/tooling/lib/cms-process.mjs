import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin } from './prepare.mjs';
import { root, waitForUrl } from './run.mjs';

/** Starts the built CMS (`strapi start`) with the given environment and waits until it is healthy. */
export async function startCms(env, { quiet = false } = {}) {
  const child = spawn(bin('strapi'), ['start'], {
    cwd: path.join(root, 'cms'),
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  let alive = true;
  const exited = new Promise((resolve) => child.on('exit', (code) => { alive = false; resolve(code); }));
  const host = !env.HOST || env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
  const url = `http://${host}:${env.PORT}`;
  await waitForUrl(`${url}/_health`, { isAlive: () => alive });
  return {
    url,
    child,
    exited,
    async stop() {
      if (!alive) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
