'use strict';
// Publish to live: the CMS's webhook asks for a site build; edits that arrive close together become one
// build, two builds never run at once, and only a good build is published, so a failed one leaves the
// live site as it was. CommonJS so that the unit tests can load it as it is.
const { createHash, timingSafeEqual } = require('node:crypto');

/** Published content builds on publish, unpublish and delete (a saved draft changes nothing live). */
const publishedModels = new Set(['api::page.page', 'api::product.product', 'api::job.job', 'api::office.office', 'api::global.global']);
/** Settings without drafts build on every save. */
const savedModels = new Set(['api::integration-setting.integration-setting']);

function needsBuild(event, uid) {
  if (publishedModels.has(uid)) return event === 'entry.publish' || event === 'entry.unpublish' || event === 'entry.delete';
  if (savedModels.has(uid)) return event === 'entry.create' || event === 'entry.update' || event === 'entry.delete';
  return false;
}

/**
 * build(): builds the site, throws when the build fails; publish(): makes what was built live and
 * returns its name. quietMs: how long to wait for more edits before building.
 */
function createBuildRunner({ build, publish, quietMs = 250, now = Date.now, log = console }) {
  const state = {
    state: 'idle',
    builds: 0,
    failures: 0,
    /** When the oldest change not yet live was asked for. */
    waitingSince: null,
    lastSuccess: null,
    lastFailure: null,
  };
  let timer = null;
  let running = false;
  let again = false;
  const idleWaiters = [];

  function request(reason = 'requested') {
    state.waitingSince ??= now();
    if (running) {
      again = true;
      return;
    }
    state.state = 'waiting';
    clearTimeout(timer);
    timer = setTimeout(() => void runOnce(reason), quietMs);
  }

  async function runOnce(reason) {
    timer = null;
    running = true;
    again = false;
    const requestedAt = state.waitingSince;
    state.waitingSince = null;
    state.state = 'building';
    const startedAt = now();
    let succeeded = false;
    log.info?.(`Site build started (${reason}).`);
    try {
      await build();
      const published = await publish();
      const finishedAt = now();
      state.builds += 1;
      succeeded = true;
      state.lastSuccess = { requestedAt, startedAt, finishedAt, seconds: (finishedAt - requestedAt) / 1000, published };
      log.info?.(`Site build published ${published} in ${((finishedAt - startedAt) / 1000).toFixed(1)} s.`);
    } catch (error) {
      state.failures += 1;
      state.lastFailure = { at: now(), message: String(error && error.message ? error.message : error).slice(0, 2000) };
      log.error?.(`Site build failed; the live site is unchanged: ${state.lastFailure.message}`);
    } finally {
      running = false;
    }
    if (again) return request('changes during the last build');
    state.state = succeeded ? 'idle' : 'failed';
    for (const resolve of idleWaiters.splice(0)) resolve();
  }

  /** Runs other build work (the first build at start) as a build: requests meanwhile wait for it. */
  async function exclusively(work) {
    if (running || timer) throw new Error('A site build is already under way');
    running = true;
    state.state = 'building';
    try {
      return await work();
    } finally {
      running = false;
      if (again) {
        again = false;
        request('changes during the first build');
      } else {
        state.state = 'idle';
        for (const resolve of idleWaiters.splice(0)) resolve();
      }
    }
  }

  return {
    request,
    exclusively,
    status: () => ({ ...state, queued: again }),
    /** Resolves when nothing is waiting or building. */
    whenIdle: () => (running || timer ? new Promise((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
  };
}

const digest = (text) => createHash('sha256').update(String(text)).digest();

function answer(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * The webhook endpoint (POST, Strapi's payload {event, uid, …}, `Authorization: Bearer <secret>`):
 * 202 when a build was asked for, 200 when the change needs none, 401 without the secret.
 */
function createHookHandler(runner, { secret, maxBytes = 1024 * 1024 }) {
  return (req, res) => {
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return answer(res, 405, { error: 'methodNotAllowed' });
    }
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!secret || !timingSafeEqual(digest(given), digest(secret))) return answer(res, 401, { error: 'invalidToken' });
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        answer(res, 413, { error: 'tooLarge' });
        req.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () => {
      if (res.headersSent) return;
      let payload;
      try {
        payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(res, 400, { error: 'invalidJson' });
      }
      const { event, uid } = payload ?? {};
      if (!needsBuild(event, uid)) return answer(res, 200, { build: false });
      runner.request(`${event} ${uid}`);
      answer(res, 202, { build: true });
    });
  };
}

/** The status editors can open: state, the last good publish and the last failure. */
function createStatusHandler(runner) {
  return (req, res) => {
    const status = runner.status();
    const iso = (at) => (at ? new Date(at).toISOString() : null);
    answer(res, 200, {
      state: status.state,
      queued: status.queued,
      builds: status.builds,
      failures: status.failures,
      lastSuccess: status.lastSuccess && {
        publishedAt: iso(status.lastSuccess.finishedAt),
        secondsFromChangeToLive: status.lastSuccess.seconds,
        published: status.lastSuccess.published,
      },
      lastFailure: status.lastFailure && { at: iso(status.lastFailure.at), message: status.lastFailure.message },
    });
  };
}

module.exports = { createBuildRunner, createHookHandler, createStatusHandler, needsBuild };
