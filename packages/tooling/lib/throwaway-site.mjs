// The whole product on its own for the browser tests and the publish benchmark: a freshly seeded CMS on
// a free port, the site built from it and served, and the build runner listening for the CMS's webhook.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startThrowawayCms } from './cms-process.mjs';
import { createPublishing, liveDir, publishSite } from './publish-to-live.mjs';
import { freePort } from './run.mjs';
import { buildSite } from './site-build.mjs';
import { createSiteServer } from './site-server.mjs';

/**
 * `cmsEnv`: more CMS settings; `quiet`: the runner's rebuilds print nothing; `onPhase`: told the phases of
 * the runner's builds (createPublishing); `prefix`: the first build's lines are marked with it (it runs beside
 * other work). `close` removes it all.
 */
export async function startThrowawaySite({ cmsEnv = {}, quiet = false, onPhase, prefix } = {}) {
  const sitePort = await freePort();
  const siteUrl = `http://localhost:${sitePort}`;
  const liveRoot = mkdtempSync(path.join(tmpdir(), 'live-site-'));
  const publishing = createPublishing({ siteUrl, liveRoot, quiet, onPhase });
  const { cms, env, dispose } = await startThrowawayCms({
    ...publishing.cmsEnv(`http://127.0.0.1:${sitePort}`),
    // The site's own address: preview links, payment returns and the CSRF guard's allowed origin.
    SITE_URL: siteUrl,
    CORS_ORIGINS: siteUrl,
    ...cmsEnv,
  });
  publishing.connect({ cmsUrl: cms.url, token: env.SITE_BUILD_TOKEN });
  const server = createSiteServer({ publicDir: liveDir(liveRoot), cmsUrl: cms.url, extraRoutes: publishing.routes });
  const close = async () => {
    await publishing.runner.whenIdle();
    server.close();
    await dispose();
    rmSync(liveRoot, { recursive: true, force: true });
  };
  try {
    // Listening first: what is published during the first build is built after it.
    await new Promise((resolve) => server.listen(sitePort, resolve));
    await publishing.runner.exclusively(async () => {
      await buildSite({ cmsUrl: cms.url, token: env.SITE_BUILD_TOKEN, siteUrl, force: true, prefix });
      publishSite(undefined, liveRoot);
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { cms, env, siteUrl, liveDir: liveDir(liveRoot), runner: publishing.runner, close };
}
