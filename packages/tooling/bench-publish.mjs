// Publish to live: on a freshly seeded CMS with the site built and served and the build runner
// listening, an editor's change to a job is published through the admin API, and the time until the
// site serves it is printed (issue 42: median at most 10 s, worst at most 12 s), with the phases of each
// publish: change saved, build started, each phase Gatsby reports, build done, copied live, served.
// Options: --times N (default 3).
import { cpus, totalmem } from 'node:os';
import { prepare } from './lib/prepare.mjs';
import { step } from './lib/run.mjs';
import { firstCurrentJob } from './lib/seed-content.mjs';
import { startThrowawaySite } from './lib/throwaway-site.mjs';

const target = { medianSeconds: 10, worstSeconds: 12 };
const timesArg = process.argv.indexOf('--times');
const times = timesArg > 0 ? Number(process.argv[timesArg + 1]) : 3;

async function adminApi(cmsUrl, token, method, pathname, body) {
  const response = await fetch(`${cmsUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Each phase: seconds since the publish was asked for, and since the phase before (Gatsby's own time for its phases). */
function printPhases(started, phases) {
  let previous = started;
  for (const { what, at, gatsbySeconds } of [...phases].sort((a, b) => a.at - b.at)) {
    const own = gatsbySeconds === undefined ? `+${((at - previous) / 1000).toFixed(1)} s` : `${gatsbySeconds.toFixed(1)} s by Gatsby's clock`;
    console.log(`    ${((at - started) / 1000).toFixed(1).padStart(6)} s  ${what} (${own})`);
    previous = at;
  }
}

async function main() {
  await prepare();
  step('Benchmark: a fresh CMS, the site built from it and served, the build runner listening');
  /** The phases of the publish under way: what, when (ms since epoch), and Gatsby's own seconds for its phases. */
  let phases = null;
  const onPhase = (what, gatsbySeconds) => phases?.push({ what, at: Date.now(), gatsbySeconds });
  const { cms, env, siteUrl, runner, close } = await startThrowawaySite({ quiet: true, onPhase });
  const results = [];
  try {
    const { data: { token } } = await adminApi(cms.url, null, 'POST', '/admin/login', { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    const { slug } = firstCurrentJob('en');
    const jobsApi = '/content-manager/collection-types/api::job.job';
    const found = await adminApi(cms.url, token, 'GET', `${jobsApi}?locale=en&filters[slug][$eq]=${encodeURIComponent(slug)}`);
    const { documentId } = found.results[0];
    const jobUrl = `${siteUrl}/en/karjaar/tookoht/${slug}/`;

    step(`Publishing a job title change ${times} times, polling ${jobUrl} every 100 ms`);
    for (let round = 1; round <= times; round += 1) {
      const title = `Benchmark title ${round} ${Date.now().toString(36)}`;
      phases = [];
      const started = Date.now();
      await adminApi(cms.url, token, 'POST', `${jobsApi}/${documentId}/actions/publish?locale=en`, { title });
      phases.push({ what: 'change saved (the admin API answered)', at: Date.now() });
      for (;;) {
        const html = await (await fetch(jobUrl)).text();
        if (html.includes(title)) break;
        if (Date.now() - started > 300_000) throw new Error('The change was not live after 5 minutes');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seconds = (Date.now() - started) / 1000;
      results.push(seconds);
      console.log(`  publish ${round}: live after ${seconds.toFixed(1)} s`);
      printPhases(started, [...phases, { what: 'served (the page shows the change)', at: started + seconds * 1000 }]);
      await runner.whenIdle();
      phases = null;
    }
  } finally {
    await close();
  }
  const sorted = [...results].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`\nPublish to live (${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB): ` +
    `median ${median.toFixed(1)} s, worst ${sorted.at(-1).toFixed(1)} s over ${results.length} publishes (target: median ≤ ${target.medianSeconds} s, worst ≤ ${target.worstSeconds} s)`);
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
