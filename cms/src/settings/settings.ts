import type { Core } from '@strapi/strapi';
import { environment, type Environment } from './environment';
import { settingsSchema, type Settings } from './settings-schema';

export type SettingsCheck = { ok: true; settings: Settings } | { ok: false; problems: string[] };

/** Checks the settings, each problem a sentence that starts with the variable's name. */
export function checkSettings(env: Environment): SettingsCheck {
  const parsed = settingsSchema.safeParse(env);
  if (parsed.success) return { ok: true, settings: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`) };
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

/** Runs in `register`, after the production gate: a wrong or missing setting logs one line naming it and ends the process. */
export function enforceSettings(strapi: Core.Strapi, env: Environment = environment()): void {
  const check = checkSettings(env);
  if (check.ok) return;
  strapi.log.error(`Refusing to start: ${check.problems.join('; ')} (README, Configuration).`);
  process.exit(1);
}
