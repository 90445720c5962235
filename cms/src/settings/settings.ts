import type { Core } from '@strapi/strapi';
import { readFileSync } from 'fs';
import { environment, type Environment } from './environment';
import { findingText, liveFindings, type ReadFile } from './live-findings';
import { settingsSchema, type Settings } from './settings-schema';

export type SettingsCheck = { ok: true; settings: Settings } | { ok: false; problems: string[] };

/**
 * Checks the settings, each problem a sentence that starts with the variable's name: their form, and what each
 * real service needs (live-findings.ts). With `liveSite`, also a real service pointed at its provider's demo.
 */
export function checkSettings(env: Environment, options: { liveSite?: boolean; readFile?: ReadFile } = {}): SettingsCheck {
  const parsed = settingsSchema.safeParse(env);
  const refused = liveFindings(env, options.readFile ?? readFileSync).filter((finding) => finding.kind === 'setting' || (options.liveSite && finding.kind === 'demo'));
  const problems = [...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)), ...refused.map(findingText)];
  return parsed.success && !problems.length ? { ok: true, settings: parsed.data } : { ok: false, problems };
}

/** A setting the CMS cannot run with: the message names every wrong or missing variable. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'SettingsError';
  }
}

const checked = new WeakMap<Environment, Settings>();

/** The checked settings of `env` (the CMS's environment by default); throws SettingsError naming what is wrong. */
export function readSettings(env: Environment = environment()): Settings {
  const known = checked.get(env);
  if (known) return known;
  const check = checkSettings(env);
  if (!check.ok) throw new SettingsError(check.problems);
  checked.set(env, check.settings);
  return check.settings;
}

/**
 * Runs in `register`, after the production gate: a wrong or missing setting logs one line naming it and ends
 * the process; so does, on the live site, a real service pointed at its provider's demo.
 */
export function enforceSettings(strapi: Core.Strapi, stage: 'live' | 'staging', env: Environment = environment()): void {
  const check = checkSettings(env, { liveSite: stage === 'live' });
  if (check.ok) return;
  strapi.log.error(`Refusing to start: ${check.problems.join('; ')} (docs/configuration.md).`);
  process.exit(1);
}
