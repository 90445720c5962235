// The run's template databases: a CMS's first start on a new database creates every table and, unless SEED=false,
// writes the committed content, which took most of a boot. Once per run and database kind, for an empty CMS
// (SEED=false) and for a seeded one, a CMS starts on a new database and stops; each boot alike then starts on a copy of it (SQLite: the file copied;
// PostgreSQL: CREATE DATABASE … TEMPLATE), which is a restart of that CMS with the suite's settings, as production
// restarts with changed settings: every start ensures its roles, permissions, tokens and indexes again and skips
// the schema's sync and the content it already seeded. The copies share the template's secrets (its first
// administrator's password is in the database) and the seeded files in cms/public/uploads, which no test deletes.
import { mkdirSync, readdirSync, readFileSync } from 'fs';
import path from 'path';
import { checkpointSqlite, dropDatabase, postgresDatabase, runSql, sqliteDatabase, type TestDatabase } from './databases';
import { recordAround } from './boot-log';
import { madeOnce, wasMade, type MadeOnceFile } from './made-once';

/** Starts a CMS on the database `databaseEnv` with `settings` (and secrets of its own), stops it, and answers the settings it had. */
export type FirstStart = (databaseEnv: Record<string, string>, settings: Record<string, string>, purpose: string) => Promise<Record<string, string>>;

interface TemplateRecord {
  readonly database: Readonly<Record<string, string>>;
  /** The secrets the template's CMS started with: a copy starts with them (a suite's own settings still win). */
  readonly secrets: Readonly<Record<string, string>>;
}

/** The variables testEnv makes per CMS whose values a copy must keep. */
const secretNames = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SITE_BUILD_TOKEN'];

/**
 * The template for a boot, by what its first start writes that a later start with other settings would not undo or
 * redo: the committed content unless SEED=false (cms/src/seed/seed-capability.ts). A boot that changes the seed's
 * inputs (its content folder, the insurers, the integrations' first settings) is rare and starts on a new database.
 */
function templateFor(settings: Readonly<Record<string, string | undefined>>): 'empty' | 'seeded' | undefined {
  if (settings.SEED === 'false') return 'empty';
  const seedInputs = Object.keys(settings).filter((name) => ['SEED_CONTENT_DIR', 'INSURERS', 'SCRIPTS'].includes(name) || name.startsWith('CAPTCHA'));
  return seedInputs.length ? undefined : 'seeded';
}

const templatesDir = (runDir: string) => path.join(runDir, 'templates');

/** The template's first start: a CMS on a new database, stopped once healthy, its database checked for work left over. */
async function makeTemplate(target: string, key: 'empty' | 'seeded', firstStart: FirstStart): Promise<TemplateRecord> {
  const database: TestDatabase = target === 'postgres' ? await postgresDatabase() : sqliteDatabase();
  let env: Record<string, string> = database.env;
  try {
    // No housekeeping after the first sweep (which runs before the seed, on empty tables).
    env = await firstStart(database.env, { SEED: String(key === 'seeded'), HOUSEKEEPING_INTERVAL_MS: String(24 * 3600 * 1000) }, `template ${key}`);
    const [left] = await runSql(env, 'SELECT COUNT(*) AS count FROM background_jobs');
    if (Number(left?.count) > 0) {
      throw new Error(`The template ${key}'s first start left ${left!.count} background tasks, which each copy's CMS would run with its suite's settings: boot without a template, or make the start leave none`);
    }
    if (target !== 'postgres') checkpointSqlite(env.DATABASE_FILENAME!);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return { database: database.env, secrets: Object.fromEntries(secretNames.map((name) => [name, env[name]!])) };
}

/** The run's template `key` for `target`, made by the first boot that asks (one at a time across jest workers). */
async function template(runDir: string, target: string, key: 'empty' | 'seeded', firstStart: FirstStart): Promise<TemplateRecord> {
  const dir = templatesDir(runDir);
  mkdirSync(dir, { recursive: true });
  return madeOnce(path.join(dir, `${target}-${key}.json`), `the template database ${target}-${key}`, () => makeTemplate(target, key, firstStart));
}

/**
 * A new database for a CMS with `settings` and the secrets it must start with: a copy of the run's template when
 * the run has a folder (cms/jest.config.js's global setup) and one fits, else (or with CMS_TEST_TEMPLATES=off, to compare or
 * to rule templates out) an empty one with no secrets given.
 */
export async function databaseForBoot(target: string, settings: Readonly<Record<string, string>>, firstStart: FirstStart): Promise<{ database: TestDatabase; secrets: Record<string, string> }> {
  const runDir = process.env.CMS_SHARED_DIR;
  const key = templateFor(settings);
  const made = runDir && key && process.env.CMS_TEST_TEMPLATES !== 'off' ? await template(runDir, target, key, firstStart) : undefined;
  const started = Date.now();
  const from = made && (target === 'postgres' ? made.database.DATABASE_NAME : made.database.DATABASE_FILENAME);
  const database = target === 'postgres' ? await postgresDatabase(from) : sqliteDatabase(from);
  recordAround('database', (Date.now() - started) / 1000, Boolean(made));
  return { database, secrets: { ...made?.secrets } };
}

/** Drops the run's template databases (global-teardown.ts). */
export async function dropTemplates(runDir: string): Promise<void> {
  let entries: string[];
  try {
    entries = readdirSync(templatesDir(runDir)).filter((name) => name.endsWith('.json'));
  } catch {
    return;
  }
  for (const entry of entries) {
    const record = JSON.parse(readFileSync(path.join(templatesDir(runDir), entry), 'utf8')) as MadeOnceFile<TemplateRecord>;
    if (wasMade(record)) await dropDatabase(record.database);
  }
}
