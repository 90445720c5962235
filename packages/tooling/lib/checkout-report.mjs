import os from 'node:os';
import { rate } from './checkout-bench-options.mjs';
import { stepNames } from './checkout-steps.mjs';
import { percentile } from './percentile.mjs';

/** Per policy of `numbers` ({ policy_number }), how many of the e-mail subjects name it. */
export function mailsPerPolicy(numbers, subjects) {
  return numbers.map(({ policy_number: number }) => subjects.filter((subject) => subject.includes(number)).length);
}

/** Prints one load run: purchases a second, each step's latency, the CPU per purchase, the errors, the policies counted in the database and their e-mails. */
export function report(title, result, { policies, unissued, flagged, mails }) {
  const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;
  const completed = result.paidOffers.length;
  const perPurchase = (seconds) => `${((seconds * 1000) / completed).toFixed(0)} ms`;
  const counts = new Map(policies.map((row) => [String(row.offer_id), Number(row.n)]));
  const lost = result.paidOffers.filter((offerId) => !counts.has(offerId)).length + unissued;
  const doubled = policies.filter((row) => Number(row.n) > 1).length;
  const lines = [
    `\n${title}`,
    `  purchases     ${completed} of ${result.total} completed in ${result.elapsed.toFixed(1)} s = ${(completed / result.elapsed).toFixed(1)} per second (target rate ${rate}/s)`,
    ...stepNames.map((name) => {
      const list = result.times[name];
      return `  ${name.padEnd(13)} p50 ${ms(percentile(list, 50))}   p95 ${ms(percentile(list, 95))}   p99 ${ms(percentile(list, 99))}   n ${String(list.length).padStart(4)}${percentile(list, 99) > 250 ? '   (p99 over 250 ms)' : ''}`;
    }),
    ...(result.cpu && completed
      ? [
        `  CPU/purchase  CMS            ${perPurchase(result.cpu.cms)}${result.sandboxesApart ? '' : ' (the sandboxes run inside it)'}`,
        `                PostgreSQL     ${result.cpu.database ? perPurchase(result.cpu.database) : '- (SQLite runs inside the CMS)'}`,
        `                sandboxes      ${result.sandboxesApart ? perPurchase(result.cpu.sandboxes) : '- (inside the CMS)'}`,
        `                load generator ${perPurchase(result.cpu.bench)}`,
        `                (${os.cpus().length} cores: ${Math.round((os.cpus().length * 1000) / rate)} ms a purchase at ${rate}/s)`,
      ]
      : []),
    `  errors        ${result.errors.size ? [...result.errors].map(([key, count]) => `${count} × ${key}`).join('; ') : 'none'}`,
    `  policies      ${policies.length} offers with a policy (also of purchases the bench gave up on); paid orders without their policies ${unissued}; lost ${lost}, doubled ${doubled}, orders flagged for a person: ${flagged}`,
    `  e-mails       ${mails.filter((count) => count > 0).length} of ${mails.length} policies named in a policy e-mail; missing ${mails.filter((count) => count === 0).length}, sent twice or more ${mails.filter((count) => count > 1).length}`,
  ];
  console.log(lines.join('\n'));
}
