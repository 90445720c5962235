import type { Environment } from './environment';
import { gatedSandboxes } from './gated-sandboxes';

/** `live`: a real site; `staging`: a test site, which says so on every page. */
export type SiteStage = 'live' | 'staging';

export type StageCheck =
  | { ok: true; stage: SiteStage; sandboxes: string[] }
  | { ok: false; refusal: string };

const stages: readonly string[] = ['live', 'staging'];

/**
 * Whether the CMS may start, and as which stage. In production (NODE_ENV=production) a gated sandbox
 * runs only when SITE_STAGE=staging says the site is a test site; outside production nothing is refused.
 * A site is a test site when the switch says so or when any gated sandbox runs.
 */
export function checkSiteStage(env: Environment): StageCheck {
  const switchValue = env.SITE_STAGE ?? '';
  if (switchValue !== '' && !stages.includes(switchValue)) {
    return { ok: false, refusal: `SITE_STAGE=${switchValue} is not a stage: set SITE_STAGE=staging for a test site, or leave it unset (or live) for the live site.` };
  }
  const running = gatedSandboxes.filter((entry) => entry.isSandbox(env));
  const sandboxes = running.map((entry) => entry.system);
  const staging = switchValue === 'staging';
  if (env.NODE_ENV === 'production' && running.length && !staging) {
    const found = running.map((entry) => `${entry.variable}=${env[entry.variable] || '(unset)'}`).join(', ');
    const wanted = running.map((entry) => `${entry.variable}=${entry.live}`).join(', ');
    return {
      ok: false,
      refusal:
        `Refusing to start in production on sandbox ${sandboxes.join(', ')} (${found}): ` +
        `set ${wanted} with their settings (docs/configuration.md), or SITE_STAGE=staging for a test site.`,
    };
  }
  return { ok: true, stage: staging || running.length ? 'staging' : 'live', sandboxes };
}
