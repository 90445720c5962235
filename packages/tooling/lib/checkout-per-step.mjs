import { perStepWarmup } from './checkout-bench-options.mjs';
import { homeQuoteInput } from './checkout-load.mjs';
import { purchase, send, siteOrigin, stepNames } from './checkout-steps.mjs';

/**
 * Purchases one at a time (no queueing), the CPU of the CMS and PostgreSQL read after each step and after the
 * policy e-mail (started by the notification, waited for before the policy step); then the CMS's CPU for a bare
 * request (`/_health`) and an empty GraphQL one (`{ __typename }`), which every step pays before its own work.
 */
export async function perStep(cluster, codes, count) {
  const input = homeQuoteInput();
  const rows = stepNames.flatMap((name) => (name === 'notification' ? [name, 'policy mail'] : [name]));
  const spent = Object.fromEntries(rows.map((name) => [name, { cms: 0, database: 0, sandboxes: 0 }]));
  const withDatabase = cluster.kind === 'postgres';
  const apart = cluster.sandboxesApart;
  const totals = await cluster.cpuTotals();
  try {
    for (let index = 0; index < perStepWarmup + count; index += 1) {
      let last = await totals.read();
      const mark = async (name) => {
        const now = await totals.read();
        if (index >= perStepWarmup) {
          for (const part of ['cms', 'database', 'sandboxes']) spent[name][part] += now[part] - last[part];
        }
        last = now;
      };
      const afterStep = async (name) => {
        await mark(name);
        if (name !== 'notification') return;
        await cluster.mailsSent(index + 1);
        await mark('policy mail');
      };
      await purchase({ nextUrl: () => cluster.urls[0], personalCode: codes[index], address: `Pingi s-${index + 1}, 51010 Tartu`, input, times: {}, afterStep });
    }
    const ms = (seconds, n = count) => `${((seconds * 1000) / n).toFixed(1).padStart(6)} ms`;
    const line = (name, { cms, database, sandboxes }) => console.log(`  ${name.padEnd(13)} ${ms(cms)}${withDatabase ? ` / ${ms(database)}` : ''}${apart ? ` / ${ms(sandboxes)}` : ''}`);
    const total = { cms: 0, database: 0, sandboxes: 0 };
    const columns = ['the CMS', ...(withDatabase ? ['PostgreSQL'] : []), ...(apart ? ['the sandboxes'] : [])].join(' / ');
    console.log(`\nCPU per purchase, ${count} purchases one at a time (after ${perStepWarmup} to warm up): ${columns}${withDatabase ? '' : ' (SQLite runs inside the CMS)'}${apart ? '' : ' (the sandboxes run inside the CMS)'}`);
    for (const name of rows) {
      for (const part of Object.keys(total)) total[part] += spent[name][part];
      line(name, spent[name]);
    }
    line('whole', total);

    const requests = 500;
    const floor = async (label, once) => {
      const answer = await once();
      if (answer.status >= 300) throw new Error(`${label}: status ${answer.status}`);
      for (let index = 0; index < 50; index += 1) await once();
      const before = (await totals.read()).cms;
      for (let index = 0; index < requests; index += 1) await once();
      console.log(`  ${label.padEnd(26)} ${ms((await totals.read()).cms - before, requests)} of the CMS's CPU per request`);
    };
    console.log('\nThe floor under each request (the CMS\'s HTTP server, middleware and GraphQL layers)');
    await floor('GET /_health', () => send(`${cluster.urls[0]}/_health`));
    const empty = JSON.stringify({ query: '{ __typename }' });
    await floor('GraphQL { __typename }', () => send(`${cluster.urls[0]}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: siteOrigin }, body: empty }));
  } finally {
    await totals.close();
  }
}
