import { spawn } from 'node:child_process';
import { waitForUrl } from './run.mjs';

/**
 * Starts a Node server as a child process (the CMS, the sandboxes) and waits until `url`/_health answers.
 * `stop()` asks it to end and kills it after `killAfterMs` if it does not (clients that still hold
 * connections, such as a load bench that gave up, must not keep it alive).
 */
export async function startServerProcess({ args, cwd, env, quiet = true, url, killAfterMs }) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  let alive = true;
  const exited = new Promise((resolve) => child.on('exit', (code) => { alive = false; resolve(code); }));
  await waitForUrl(`${url}/_health`, { isAlive: () => alive });
  return {
    url,
    child,
    exited,
    async stop() {
      if (!alive) return;
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      await exited;
      clearTimeout(force);
    },
  };
}
