import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { whenStale } from './fingerprint.mjs';
import { bin } from './prepare.mjs';
import { root, run, runPrefixed, step } from './run.mjs';

const siteDir = path.join(root, 'site');
const contentTypes = ['pages', 'products', 'jobs', 'offices'];

/**
 * What the published content looks like right now: per type the number of documents (all
 * languages) and the newest change, plus today's date (a job expires at midnight, Tallinn time).
 */
export async function contentFingerprint(cmsUrl, token) {
  const headers = { authorization: `Bearer ${token}` };
  const parts = [new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date())];
  for (const type of contentTypes) {
    const response = await fetch(`${cmsUrl}/api/${type}?locale=*&sort=updatedAt:desc&pagination[pageSize]=1&fields[0]=updatedAt`, { headers });
    const body = await response.json();
    parts.push(`${type}:${body.meta?.pagination?.total}:${body.data?.[0]?.updatedAt}`);
  }
  for (const single of ['global', 'integration-setting']) {
    const response = await fetch(`${cmsUrl}/api/${single}`, { headers });
    const body = await response.json();
    parts.push(`${single}:${body.data?.updatedAt}:${JSON.stringify(body.data?.localizations?.map((l) => l.updatedAt) ?? [])}`);
  }
  return parts.join('|');
}

/**
 * The captcha script the apply form loads: GATSBY_CAPTCHA_SCRIPT_URL, else the CMS's sandbox (through
 * the local site server) while CAPTCHA is `sandbox` (unset, as for the CMS), else Google's.
 */
export function captchaScriptUrl(env = process.env) {
  if (env.GATSBY_CAPTCHA_SCRIPT_URL) return env.GATSBY_CAPTCHA_SCRIPT_URL;
  return (env.CAPTCHA ?? 'sandbox') === 'sandbox' ? '/sandbox/captcha/recaptcha/api.js' : '';
}

/**
 * Where the outside scripts (tag manager, analytics, heat map, chat and cart widgets) come from:
 * GATSBY_SCRIPTS_SANDBOX_URL, else the CMS's stand-ins (through the local site server) while SCRIPTS
 * is `sandbox` (unset, as for the CMS), else '' (their production addresses).
 */
export function scriptsSandboxUrl(env = process.env) {
  if (env.GATSBY_SCRIPTS_SANDBOX_URL) return env.GATSBY_SCRIPTS_SANDBOX_URL;
  return (env.SCRIPTS ?? 'sandbox') === 'sandbox' ? '/sandbox/scripts' : '';
}

export function siteBuildEnv({ cmsUrl, token, siteUrl }) {
  return {
    ...process.env,
    STRAPI_URL: cmsUrl,
    SITE_BUILD_TOKEN: token,
    SITE_URL: siteUrl,
    GATSBY_CAPTCHA_SCRIPT_URL: captchaScriptUrl(),
    GATSBY_SCRIPTS_SANDBOX_URL: scriptsSandboxUrl(),
    NODE_ENV: 'production',
    GATSBY_TELEMETRY_DISABLED: '1',
    // Queries in Gatsby's main process, HTML in one worker: for the few pages a publish changes, query
    // workers (restarted before the HTML step) cost more than they save; a clean build is as fast.
    GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT ?? '1',
  };
}

/**
 * gatsby-source-strapi fetches only what changed since its last run, which is right only against
 * the same CMS: Gatsby's cache is cleared when the build reads another CMS than last time.
 */
export async function forgetOtherCms(cmsUrl, token) {
  const marker = path.join(root, '.state', 'site-cache-source');
  const source = createHash('sha256').update(`${cmsUrl}|${token}`).digest('hex');
  const previous = existsSync(marker) ? readFileSync(marker, 'utf8') : '';
  if (previous !== source) {
    rmSync(path.join(siteDir, '.cache'), { recursive: true, force: true });
    rmSync(path.join(siteDir, 'public'), { recursive: true, force: true });
  }
  writeFileSync(marker, source);
}

/** Builds the site from the running CMS, unless neither the site's code nor the content changed; true when it built. */
export async function buildSite({ cmsUrl, token, siteUrl, force = false, prefix }) {
  step('Site build');
  const stamp = path.join(root, '.state', 'site-build.stamp');
  const build = async () => {
    await forgetOtherCms(cmsUrl, token);
    const options = { cwd: siteDir, env: siteBuildEnv({ cmsUrl, token, siteUrl }) };
    await (prefix ? runPrefixed(prefix, bin('gatsby'), ['build'], options) : run(bin('gatsby'), ['build'], options));
  };
  if (force) {
    // What is built now is not what the stamp describes: the next start must build again.
    rmSync(stamp, { force: true });
    await build();
    return true;
  }
  const extra = `${siteUrl}|${captchaScriptUrl()}|${scriptsSandboxUrl()}|${await contentFingerprint(cmsUrl, token)}`;
  return whenStale(
    {
      name: 'gatsby build',
      inputs: [path.join(root, 'packages/routes/dist'), path.join(root, 'packages/domain/dist'),
        ...['src', 'gatsby', 'static', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json'].map((entry) => path.join(siteDir, entry))],
      extra,
      stamp,
      outputs: [path.join(siteDir, 'public', 'index.html')],
    },
    build,
  );
}

export const sitePublicDir = path.join(siteDir, 'public');
export const siteIsBuilt = () => existsSync(path.join(sitePublicDir, 'index.html'));
