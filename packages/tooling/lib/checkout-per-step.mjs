import { perStepWarmup } from './checkout-bench-options.mjs';
import { homeQuoteInput } from './checkout-load.mjs';
import { purchase, send, siteOrigin, stepNames } from './checkout-steps.mjs';

/**
 * Purchases one at a time (no queueing), the CPU of the CMS and PostgreSQL read after each step and after the
 * policy e-mail (started by the notification, waited for before the policy step); then the CMS's CPU for a bare
 * request (`/_health`, the floor) and an empty GraphQL one (`{ __typename }`), which every step pays before its
 * own work. Every figure is printed in ms and as a multiple of the floor measured in the same run.
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
    const requests = 500;
    /** The CMS's CPU seconds per request of `once`, over `requests` of them after 50 to warm up. */
    const floor = async (label, once) => {
      const answer = await once();
      if (answer.status >= 300) throw new Error(`${label}: status ${answer.status}`);
      for (let index = 0; index < 50; index += 1) await once();
      const before = (await totals.read()).cms;
      for (let index = 0; index < requests; index += 1) await once();
      return ((await totals.read()).cms - before) / requests;
    };
    const health = await floor('GET /_health', () => send(`${cluster.urls[0]}/_health`));
    const empty = JSON.stringify({ query: '{ __typename }' });
    const graphql = await floor('GraphQL { __typename }', () => send(`${cluster.urls[0]}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: siteOrigin }, body: empty }));

    // Each figure also in floors (the CMS's CPU for one GET /_health, measured above in this run), which
    // compare across machines of different speed.
    const ms = (seconds, n = count) => `${((seconds * 1000) / n).toFixed(1).padStart(6)} ms = ${health > 0 ? (seconds / n / health).toFixed(1).padStart(6) : '     -'} floors`;
    const line = (name, { cms, database, sandboxes }) => console.log(`  ${name.padEnd(13)} ${ms(cms)}${withDatabase ? ` / ${ms(database)}` : ''}${apart ? ` / ${ms(sandboxes)}` : ''}`);
    const total = { cms: 0, database: 0, sandboxes: 0 };
    const columns = ['the CMS', ...(withDatabase ? ['PostgreSQL'] : []), ...(apart ? ['the sandboxes'] : [])].join(' / ');
    console.log(`\nCPU per purchase, ${count} purchases one at a time (after ${perStepWarmup} to warm up): ${columns}${withDatabase ? '' : ' (SQLite runs inside the CMS)'}${apart ? '' : ' (the sandboxes run inside the CMS)'}; a floor is the CMS's CPU for one GET /_health (below)`);
    for (const name of rows) {
      for (const part of Object.keys(total)) total[part] += spent[name][part];
      line(name, spent[name]);
    }
    line('whole', total);

    console.log(`\nThe floor under each request (the CMS's HTTP server, middleware and GraphQL layers), ${requests} requests each after the purchases`);
    console.log(`  ${'GET /_health'.padEnd(26)} ${ms(health, 1)} of the CMS's CPU per request`);
    console.log(`  ${'GraphQL { __typename }'.padEnd(26)} ${ms(graphql, 1)} of the CMS's CPU per request`);
  } finally {
    await totals.close();
  }
}
