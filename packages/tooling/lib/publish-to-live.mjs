// The live site: each good build is copied to a folder of its own and made live by switching the
// `live` symlink, which the web server serves (nginx in production, site-server.mjs here). A failed
// build never touches it. The build runner (build-runner.cjs) rebuilds when the CMS's webhook asks.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { bin } from './prepare.mjs';
import { root, run, runLines } from './run.mjs';
import { siteBuildEnv, sitePublicDir } from './site-build.mjs';

const require = createRequire(import.meta.url);
const { createBuildRunner, createHookHandler, createStatusHandler } = require('./build-runner.cjs');

export const defaultLiveRoot = path.join(root, '.state', 'site');
export const hookPath = '/__build/hook';
export const statusPath = '/__build/status';
/** Builds kept besides the live one, for requests still reading the previous site. */
const keptBuilds = 1;

export const liveDir = (liveRoot = defaultLiveRoot) => path.join(liveRoot, 'live');
export const hasLiveSite = (liveRoot = defaultLiveRoot) => existsSync(path.join(liveDir(liveRoot), 'index.html'));

/** What a built file was when it was copied: a file Gatsby wrote again has another time (or size, or inode). */
const fileStamp = (stat) => `${stat.size}:${stat.mtimeMs}:${stat.ino}`;

/**
 * Copies `publicDir` into `target`. A file that is as it was when the previous build was copied is
 * hard-linked to that build's copy instead (builds are never written to after their copy): a publish
 * changes a few pages of a site of 20 MB. Returns the stamps of what it copied, for the next copy.
 */
function copyBuild(publicDir, target, previous) {
  const stamps = {};
  const walk = (relative) => {
    mkdirSync(path.join(target, relative), { recursive: true });
    for (const entry of readdirSync(path.join(publicDir, relative), { withFileTypes: true })) {
      const file = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      const from = path.join(publicDir, file);
      const to = path.join(target, file);
      const stamp = fileStamp(statSync(from));
      stamps[file] = stamp;
      if (previous && previous.stamps[file] === stamp) {
        try {
          linkSync(path.join(previous.dir, file), to);
          continue;
        } catch {
          // The previous copy is gone (or another file system): copied below.
        }
      }
      copyFileSync(from, to);
    }
  };
  walk('');
  return stamps;
}

/** The stamps of a build's copy, kept beside the builds (not served): {} when there are none. */
function readStamps(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** Copies the built site into a new folder and switches `live` to it in one rename. */
export function publishSite(publicDir = sitePublicDir, liveRoot = defaultLiveRoot) {
  if (!existsSync(path.join(publicDir, 'index.html'))) throw new Error(`${publicDir} holds no built site`);
  const builds = path.join(liveRoot, 'builds');
  const stampsDir = path.join(liveRoot, 'copied');
  mkdirSync(builds, { recursive: true });
  mkdirSync(stampsDir, { recursive: true });
  const name = `${Date.now()}-${randomBytes(3).toString('hex')}`;
  const newest = readdirSync(builds).sort().at(-1);
  const previous = newest ? { dir: path.join(builds, newest), stamps: readStamps(path.join(stampsDir, `${newest}.json`)) } : null;
  const stamps = copyBuild(publicDir, path.join(builds, name), previous);
  writeFileSync(path.join(stampsDir, `${name}.json`), JSON.stringify(stamps));
  const link = liveDir(liveRoot);
  const next = `${link}.next`;
  rmSync(next, { force: true });
  symlinkSync(path.join('builds', name), next);
  renameSync(next, link);
  const older = readdirSync(builds).filter((entry) => entry !== name).sort();
  for (const entry of older.slice(0, Math.max(0, older.length - keptBuilds))) {
    rmSync(path.join(builds, entry), { recursive: true, force: true });
    rmSync(path.join(stampsDir, `${entry}.json`), { force: true });
  }
  return name;
}

/** Milliseconds until the next midnight in Tallinn (a few seconds after it). */
export function untilTallinnMidnight(now = new Date()) {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Tallinn', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(now).filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]));
  const elapsed = (parts.hour * 3600 + parts.minute * 60 + parts.second) * 1000 + now.getMilliseconds();
  return 24 * 3600 * 1000 - elapsed + 5000;
}

/** Job ads expire at midnight (Tallinn): the site is rebuilt then, with no edit to trigger it. */
export function rebuildEveryMidnight(runner) {
  const timer = setTimeout(() => {
    runner.request('a new day (job ads expire)');
    rebuildEveryMidnight(runner);
  }, untilTallinnMidnight());
  timer.unref();
}

/** Gatsby's line for a phase it finished: `success <phase> - 1.234s` (maybe more after it). */
const gatsbyPhase = /^success (.+?) - (\d+(?:\.\d+)?)s\b/;
/** The parts of a printed line without terminal codes: a spinner rewrites its line after each `\r`. */
const printedParts = (line) => line.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').split('\r').map((part) => part.trim());

/**
 * The runner: `secret` is what the CMS's webhook must send (made before the CMS starts, see cmsEnv);
 * `connect` names the CMS to build from; `routes` go to the site server. Gatsby's own output folder
 * is only copied from after a build that succeeded. `onPhase(what, gatsbySeconds?)`, when given, is told
 * when a runner's build starts, each phase Gatsby finishes (with Gatsby's own time for it), the build's end
 * and the copy made live (bench:publish).
 */
export function createPublishing({ siteUrl, liveRoot = defaultLiveRoot, quietMs, quiet = false, secret = randomBytes(24).toString('base64url'), onPhase }) {
  let source = null;
  const gatsbyBuild = () => {
    const options = { cwd: path.join(root, 'site'), env: siteBuildEnv({ ...source, siteUrl }) };
    if (!onPhase) return run(bin('gatsby'), ['build'], { ...options, ...(quiet ? { stdio: 'ignore' } : {}) });
    return runLines(bin('gatsby'), ['build'], options, (line, name) => {
      if (!quiet) process[name].write(`${line}\n`);
      for (const part of printedParts(line)) {
        const phase = gatsbyPhase.exec(part);
        if (phase) onPhase(`Gatsby: ${phase[1]}`, Number(phase[2]));
      }
    });
  };
  const runner = createBuildRunner({
    quietMs,
    build: async () => {
      if (!source) throw new Error('No CMS to build from yet');
      onPhase?.('build started');
      await gatsbyBuild();
      onPhase?.('build done');
    },
    publish: () => {
      const name = publishSite(sitePublicDir, liveRoot);
      onPhase?.('copied and switched live');
      return name;
    },
    log: quiet ? {} : console,
  });
  return {
    runner,
    secret,
    connect: ({ cmsUrl, token }) => {
      source = { cmsUrl, token };
    },
    /** What the CMS needs to call the runner through the site server at `siteOrigin`. */
    cmsEnv: (siteOrigin) => ({ SITE_BUILD_HOOK_URL: `${siteOrigin}${hookPath}`, SITE_BUILD_HOOK_SECRET: secret }),
    routes: { [hookPath]: createHookHandler(runner, { secret }), [statusPath]: createStatusHandler(runner) },
  };
}
