// npm run check:live [-- ENV_FILE]: whether a production configuration can serve the live site, per outside
// system, without contacting anyone. It reads the settings as the CMS does (the environment, over the
// cms/.env-style file given, else cms/.env when there is one) and asks the built CMS's own checks
// (cms/src/settings/live-findings.ts), on which the CMS also refuses to start. Exit 0: every system ready.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnvFile } from './lib/env-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const built = (file) => path.join(root, 'cms/dist/src/settings', file);
if (!existsSync(built('live-findings.js'))) {
  console.error('The CMS is not built (cms/dist): run the build first (docs/production.md).');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const { liveFindings, findingText, outsideSystems } = require(built('live-findings.js'));
const { settingsSchema } = require(built('settings-schema.js'));
const { eIdMode, deviceLinkSchemeOf, pinnedKeysOf, relyingPartyOf } = require(built('e-id-settings.js'));

const given = process.argv[2];
if (given && !existsSync(given)) {
  console.error(`${given}: no such file`);
  process.exit(2);
}
const file = given ?? (existsSync(path.join(root, 'cms/.env')) ? path.join(root, 'cms/.env') : undefined);
// As dotenv in the CMS: what the environment sets wins over the file.
const env = { ...(file ? readEnvFile(file) : {}), ...process.env };
// Files named by the settings are relative to the CMS's directory, where it runs.
const readFile = (name) => readFileSync(path.resolve(path.join(root, 'cms'), name));

const pins = (name) => {
  const count = pinnedKeysOf(env[name]).keys.length;
  return count ? `${count} pinned key${count > 1 ? 's' : ''}` : 'no pinned keys';
};
const party = (service) => `relying party ${relyingPartyOf(env, service).name}`;
const offOr = (variable, live) => (eIdMode(env, variable) === 'off' ? `off, the login page does not offer it (${variable}=off)` : live());
const ready = {
  'Smart-ID': () => offOr('SMART_ID', () => `live, ${env.SMART_ID_V3_URL}, ${party('SMART_ID')}, device links ${deviceLinkSchemeOf(env)}://, ${pins('SMART_ID_PINNED_KEYS')}`),
  'Mobile-ID': () => offOr('MOBILE_ID', () => `live, ${env.MOBILE_ID_URL}, ${party('MOBILE_ID')}, ${pins('MOBILE_ID_PINNED_KEYS')}`),
  'ID card': () => offOr('ID_CARD', () => `live, OCSP ${env.ID_CARD_OCSP_URL || 'from each certificate'}`),
  payments: () => `Montonio, ${env.MONTONIO_URL}`,
  captcha: () => `reCAPTCHA${env.CAPTCHA_HOSTNAMES ? `, hostnames ${env.CAPTCHA_HOSTNAMES}` : ''}`,
  'e-mail': () => `SMTP ${env.SMTP_HOST}:${env.SMTP_PORT || 587}`,
  insurers: () => 'none (editors price from the tariff books in the CMS)',
  'vehicle register': () => 'none (customers type their vehicle)',
  'business register': () => ((env.BUSINESS_REGISTER || 'sandbox') === 'off' ? 'off (companies typed by hand; nobody buys for a company)' : `live, ${env.BUSINESS_REGISTER_URL}`),
};

console.log(`Checking ${file ? `${path.relative(process.cwd(), file) || file} and the environment` : 'the environment'} for the live site (nobody is contacted).`);
/** The switches of each system: a wrong value is that system's problem. */
const switches = {
  'Smart-ID': ['SMART_ID', 'E_ID'], 'Mobile-ID': ['MOBILE_ID', 'E_ID'], 'ID card': ['ID_CARD', 'E_ID'], payments: ['PAYMENTS'],
  captcha: ['CAPTCHA'], 'e-mail': ['EMAIL_PROVIDER'], insurers: ['INSURERS'], 'vehicle register': ['VEHICLE_REGISTER'],
  'business register': ['BUSINESS_REGISTER'],
};
const systemOf = (variable) => Object.keys(switches).find((system) => switches[system].includes(variable));
let wrong = 0;
const parsed = settingsSchema.safeParse(env);
const issues = (parsed.success ? [] : parsed.error.issues).map((issue) => ({ variable: String(issue.path[0]), text: `${issue.path.join('.')} ${issue.message}` }));
for (const issue of issues.filter((entry) => !systemOf(entry.variable))) {
  wrong += 1;
  console.log(`settings: ${issue.text}`);
}
if (env.SITE_STAGE && env.SITE_STAGE !== 'live') {
  wrong += 1;
  console.log(`site: SITE_STAGE=${env.SITE_STAGE} makes this a test site (every page says so): leave it unset for the live site`);
}
const findings = liveFindings(env, readFile);
for (const system of outsideSystems) {
  const own = [...new Set([...issues.filter((issue) => systemOf(issue.variable) === system).map((issue) => issue.text), ...findings.filter((finding) => finding.system === system).map(findingText)])];
  wrong += own.length;
  if (own.length) for (const text of own) console.log(`${system}: ${text}`);
  else console.log(`${system}: ready: ${ready[system]()}`);
}
console.log(wrong ? `Not ready: ${wrong} problem${wrong > 1 ? 's' : ''} (docs/going-live.md).` : 'Ready: every outside system is set up for the live site.');
process.exit(wrong ? 1 : 0);
