// The build runner as a service of its own (production, see docker-compose.yml): builds the site from
// the CMS at start and again whenever the CMS's webhook says published content changed, and makes each
// good build live in OUT_DIR/live, which the web server serves. Settings: STRAPI_URL, SITE_BUILD_TOKEN,
// SITE_URL, SITE_BUILD_HOOK_SECRET (the CMS sends it), OUT_DIR (default /out), PORT (default 4000).
import { createServer } from 'node:http';
import { createPublishing, hasLiveSite, rebuildEveryMidnight } from './lib/publish-to-live.mjs';

const required = ['STRAPI_URL', 'SITE_BUILD_TOKEN', 'SITE_URL', 'SITE_BUILD_HOOK_SECRET'];
const missing = required.filter((name) => !process.env[name]);
if (missing.length) {
  console.error(`site-builder: set ${missing.join(', ')}`);
  process.exit(1);
}

// Production: Google's captcha unless CAPTCHA=sandbox is asked for.
process.env.CAPTCHA ??= 'recaptcha';
// and the outside scripts' real addresses unless SCRIPTS=sandbox.
process.env.SCRIPTS ??= 'live';

const publishing = createPublishing({
  siteUrl: process.env.SITE_URL,
  liveRoot: process.env.OUT_DIR ?? '/out',
  secret: process.env.SITE_BUILD_HOOK_SECRET,
});
publishing.connect({ cmsUrl: process.env.STRAPI_URL, token: process.env.SITE_BUILD_TOKEN });

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://builder.invalid');
  const route = publishing.routes[pathname];
  if (route) return route(req, res);
  res.writeHead(404).end();
}).listen(Number(process.env.PORT ?? 4000), () => {
  console.log(`site-builder: listening on ${process.env.PORT ?? 4000}; first build now`);
  void firstBuild();
  rebuildEveryMidnight(publishing.runner);
});

/** Builds until one succeeds (the CMS may still be starting), waiting longer after each failure. */
async function firstBuild(attempt = 1) {
  publishing.runner.request('start');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await publishing.runner.whenIdle();
  if (publishing.runner.status().state === 'failed') {
    const seconds = Math.min(300, 10 * 2 ** (attempt - 1));
    console.error(`site-builder: build ${attempt} failed${hasLiveSite(process.env.OUT_DIR ?? '/out') ? ' (the last good site stays live)' : ''}; again in ${seconds} s`);
    setTimeout(() => void firstBuild(attempt + 1), seconds * 1000);
  }
}
