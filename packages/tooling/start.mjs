// Starts the whole product on this machine: installs and builds what is stale, runs the CMS on
// embedded SQLite (seeded on its first run), builds the site from it and serves both at one address.
import path from 'node:path';
import { startCms } from './lib/cms-process.mjs';
import { ensureEnvFile } from './lib/env-file.mjs';
import { prepare } from './lib/prepare.mjs';
import { root, step } from './lib/run.mjs';
import { createPublishing, hasLiveSite, liveDir, publishSite, rebuildEveryMidnight, statusPath } from './lib/publish-to-live.mjs';
import { buildSite } from './lib/site-build.mjs';
import { createSiteServer } from './lib/site-server.mjs';

const sitePort = Number(process.env.SITE_PORT ?? 8000);
// The service worker registers only on https or on the host "localhost".
const siteUrl = process.env.SITE_URL ?? `http://localhost:${sitePort}`;
/** `npm start -- --log-requests`: the CMS prints a line per request (quiet by default). */
const logRequests = process.argv.includes('--log-requests');

async function main() {
  const env = ensureEnvFile(path.join(root, 'cms', '.env'));
  await prepare();

  // The CMS tells the build runner (served by the site server) when published content changes.
  const publishing = createPublishing({ siteUrl });
  step('Starting the CMS');
  const cms = await startCms({ ...env, ...publishing.cmsEnv(`http://127.0.0.1:${sitePort}`), ...(logRequests ? { LOG_REQUESTS: 'true' } : {}) });
  publishing.connect({ cmsUrl: cms.url, token: env.SITE_BUILD_TOKEN });
  cms.exited.then((code) => {
    console.error(`The CMS stopped (exit ${code}).`);
    process.exit(code ?? 1);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => cms.stop().then(() => process.exit(0)));
  }

  // Listening before the first build, so that nothing published meanwhile misses the build runner.
  const server = createSiteServer({ publicDir: liveDir(), cmsUrl: cms.url, extraRoutes: publishing.routes });
  await new Promise((resolve) => server.listen(sitePort, resolve));
  try {
    await publishing.runner.exclusively(async () => {
      const built = await buildSite({ cmsUrl: cms.url, token: env.SITE_BUILD_TOKEN, siteUrl });
      if (built || !hasLiveSite()) publishSite();
    });
  } catch (error) {
    console.error(`The site build failed${hasLiveSite() ? '; the last good site is served' : ''}: ${error.message}`);
  }
  rebuildEveryMidnight(publishing.runner);

  console.log(`
  ┌──────────────────────────────────────────────────────────────
  │ Site:        ${siteUrl}/   (also /et/, /ru/, /en/; /api goes to the CMS)
  │ CMS admin:   ${cms.url}/admin
  │   sign in:   ${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD}   (first password, from cms/.env)
  │ Content API: ${cms.url}/api/pages?locale=et   (also ru, en)
  │ Publishing:  ${siteUrl}${statusPath}   (rebuilds when editors publish; the last build's state)
  │ Stop with Ctrl+C.
  └──────────────────────────────────────────────────────────────`);
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
