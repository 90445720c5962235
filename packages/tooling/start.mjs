// Starts the whole product on this machine: installs and builds what is stale, then runs the CMS
// on embedded SQLite (seeded on its first run) and prints where everything is.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureEnvFile } from './lib/env-file.mjs';
import { bin, prepare } from './lib/prepare.mjs';
import { root, step, waitForUrl } from './lib/run.mjs';

const cmsDir = path.join(root, 'cms');

async function main() {
  const env = ensureEnvFile(path.join(cmsDir, '.env'));
  await prepare();

  step('Starting the CMS');
  const cmsUrl = `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`;
  const cms = spawn(bin('strapi'), ['start'], {
    cwd: cmsDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let alive = true;
  cms.on('exit', (code) => {
    alive = false;
    console.error(`The CMS stopped (exit ${code}).`);
    process.exit(code ?? 1);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cms.kill(signal));

  await waitForUrl(`${cmsUrl}/_health`, { isAlive: () => alive });
  console.log(`
  ┌──────────────────────────────────────────────────────────────
  │ CMS admin:   ${cmsUrl}/admin
  │   sign in:   ${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD}   (from cms/.env)
  │ Content API: ${cmsUrl}/api/pages?locale=et   (also ru, en)
  │ Stop with Ctrl+C.
  └──────────────────────────────────────────────────────────────`);
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
