'use strict';
// Unit tests of the "publish to live" build runner and its webhook / status handlers.
const http = require('node:http');
const { createBuildRunner, createHookHandler, createStatusHandler, needsBuild } = require('./build-runner.cjs');

const quietLog = { info() {}, error() {} };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A build() whose every call returns a promise the test settles by hand. started(i) resolves with the
 * deferred of the i-th call (0-based) once that call has happened; active/maxActive count overlapping builds.
 */
function controlledBuild() {
  const signals = [];
  const signal = (i) => (signals[i] ??= deferred());
  const counters = { active: 0, maxActive: 0 };
  let calls = 0;
  const build = jest.fn(() => {
    const d = deferred();
    const i = calls++;
    counters.active += 1;
    counters.maxActive = Math.max(counters.maxActive, counters.active);
    const done = () => {
      counters.active -= 1;
    };
    d.promise.then(done, done);
    signal(i).resolve(d);
    return d.promise;
  });
  return { build, counters, started: (i) => signal(i).promise };
}

/** A publish() that names each release site-1, site-2, … */
const countingPublish = () => {
  let n = 0;
  return jest.fn(async () => `site-${++n}`);
};

describe('needsBuild', () => {
  it.each([
    ['entry.publish', 'api::job.job'],
    ['entry.unpublish', 'api::job.job'],
    ['entry.delete', 'api::job.job'],
    ['entry.publish', 'api::page.page'],
    ['entry.unpublish', 'api::product.product'],
    ['entry.delete', 'api::office.office'],
    ['entry.publish', 'api::global.global'],
    ['entry.create', 'api::integration-setting.integration-setting'],
    ['entry.update', 'api::integration-setting.integration-setting'],
    ['entry.delete', 'api::integration-setting.integration-setting'],
  ])('%s on %s needs a build', (event, uid) => {
    expect(needsBuild(event, uid)).toBe(true);
  });

  it.each([
    ['entry.update', 'api::job.job'],
    ['entry.create', 'api::job.job'],
    ['entry.update', 'api::page.page'],
    ['entry.publish', 'api::integration-setting.integration-setting'],
    ['entry.create', 'api::job-application.job-application'],
    ['entry.update', 'api::job-application.job-application'],
    ['entry.publish', 'api::job-application.job-application'],
    ['entry.delete', 'api::job-application.job-application'],
    ['media.create', 'plugin::upload.file'],
    [undefined, undefined],
  ])('%s on %s needs no build', (event, uid) => {
    expect(needsBuild(event, uid)).toBe(false);
  });
});

describe('createBuildRunner: coalescing requests (fake timers)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits quietMs after the last request and builds once for requests within quietMs', async () => {
    const build = jest.fn(async () => {});
    const publish = countingPublish();
    const runner = createBuildRunner({ build, publish, quietMs: 20, log: quietLog });

    expect(runner.status().state).toBe('idle');
    runner.request('a');
    expect(runner.status().state).toBe('waiting');
    await jest.advanceTimersByTimeAsync(10);
    runner.request('b');
    await jest.advanceTimersByTimeAsync(10);
    runner.request('c');
    // The quiet period restarts with every request: 19 ms after the last one nothing has been built.
    await jest.advanceTimersByTimeAsync(19);
    expect(build).not.toHaveBeenCalled();
    expect(runner.status().state).toBe('waiting');

    await jest.advanceTimersByTimeAsync(1);
    await runner.whenIdle();
    expect(build).toHaveBeenCalledTimes(1);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(runner.status()).toMatchObject({ state: 'idle', builds: 1, failures: 0, queued: false, waitingSince: null });
    expect(runner.status().lastSuccess.published).toBe('site-1');
  });

  it('builds again for a request that arrives after the previous build finished', async () => {
    const build = jest.fn(async () => {});
    const publish = countingPublish();
    const runner = createBuildRunner({ build, publish, quietMs: 20, log: quietLog });

    runner.request();
    await jest.advanceTimersByTimeAsync(20);
    await runner.whenIdle();
    expect(build).toHaveBeenCalledTimes(1);

    runner.request();
    await jest.advanceTimersByTimeAsync(20);
    await runner.whenIdle();
    expect(build).toHaveBeenCalledTimes(2);
    expect(publish).toHaveBeenCalledTimes(2);
    expect(runner.status()).toMatchObject({ state: 'idle', builds: 2 });
    expect(runner.status().lastSuccess.published).toBe('site-2');
  });

  it('measures lastSuccess from the oldest waiting request to the publish', async () => {
    const { build, started } = controlledBuild();
    const publish = countingPublish();
    const runner = createBuildRunner({ build, publish, quietMs: 20, log: quietLog });

    runner.request(); // t = 1_000_000: the oldest change
    expect(runner.status().waitingSince).toBe(1_000_000);
    await jest.advanceTimersByTimeAsync(10);
    runner.request(); // t = 1_000_010: does not move waitingSince
    expect(runner.status().waitingSince).toBe(1_000_000);
    await jest.advanceTimersByTimeAsync(20); // build starts at 1_000_030
    const first = await started(0);
    expect(runner.status()).toMatchObject({ state: 'building', waitingSince: null });

    jest.advanceTimersByTime(500); // the build takes half a second
    first.resolve();
    await runner.whenIdle();

    expect(runner.status().lastSuccess).toEqual({
      requestedAt: 1_000_000,
      startedAt: 1_000_030,
      finishedAt: 1_000_530,
      seconds: 0.53,
      published: 'site-1',
    });
  });

  it('whenIdle resolves at once when nothing is waiting or building', async () => {
    const build = jest.fn(async () => {});
    const runner = createBuildRunner({ build, publish: countingPublish(), quietMs: 20, log: quietLog });
    let idle = false;
    runner.whenIdle().then(() => {
      idle = true;
    });
    await Promise.resolve();
    expect(idle).toBe(true);
    expect(build).not.toHaveBeenCalled();
  });

  it('whenIdle waits for a request still in its quiet period', async () => {
    const build = jest.fn(async () => {});
    const publish = countingPublish();
    const runner = createBuildRunner({ build, publish, quietMs: 20, log: quietLog });
    runner.request();
    let idle = false;
    const whenIdle = runner.whenIdle().then(() => {
      idle = true;
    });
    await jest.advanceTimersByTimeAsync(19);
    expect(idle).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await whenIdle;
    expect(idle).toBe(true);
    expect(publish).toHaveBeenCalledTimes(1);
  });
});

describe('createBuildRunner: builds never overlap', () => {
  it('requests during a build cause exactly one more build, after the first one finished', async () => {
    const { build, counters, started } = controlledBuild();
    const publish = countingPublish();
    const runner = createBuildRunner({ build, publish, quietMs: 20, log: quietLog });

    runner.request('first');
    const first = await started(0);
    expect(runner.status()).toMatchObject({ state: 'building', queued: false });

    runner.request('during 1');
    runner.request('during 2');
    runner.request('during 3');
    expect(runner.status()).toMatchObject({ state: 'building', queued: true });
    expect(runner.status().waitingSince).not.toBeNull();

    let idle = false;
    const whenIdle = runner.whenIdle().then(() => {
      idle = true;
    });
    // Much longer than quietMs: still no second build while the first runs.
    await sleep(100);
    expect(build).toHaveBeenCalledTimes(1);
    expect(publish).not.toHaveBeenCalled();

    first.resolve();
    const second = await started(1);
    expect(build).toHaveBeenCalledTimes(2);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(runner.status()).toMatchObject({ state: 'building', builds: 1, queued: false });
    expect(idle).toBe(false);

    second.resolve();
    await whenIdle;
    // Give a (wrong) third build every chance to start.
    await sleep(60);
    expect(build).toHaveBeenCalledTimes(2);
    expect(publish).toHaveBeenCalledTimes(2);
    expect(counters.maxActive).toBe(1);
    expect(runner.status()).toMatchObject({ state: 'idle', builds: 2, failures: 0, queued: false, waitingSince: null });
    expect(runner.status().lastSuccess.published).toBe('site-2');
  });

  it('publishes only after the build has finished', async () => {
    const { build, started } = controlledBuild();
    const publish = countingPublish();
    const runner = createBuildRunner({ build, publish, quietMs: 20, log: quietLog });

    runner.request();
    const first = await started(0);
    await sleep(40);
    expect(publish).not.toHaveBeenCalled();
    first.resolve();
    await runner.whenIdle();
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('a request during a failing build still causes one more build', async () => {
    const { build, started } = controlledBuild();
    const publish = countingPublish();
    const runner = createBuildRunner({ build, publish, quietMs: 20, log: quietLog });

    runner.request();
    const first = await started(0);
    runner.request();
    first.reject(new Error('first build broke'));
    const second = await started(1);
    expect(publish).not.toHaveBeenCalled();
    expect(runner.status()).toMatchObject({ state: 'building', failures: 1 });

    second.resolve();
    await runner.whenIdle();
    expect(build).toHaveBeenCalledTimes(2);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(runner.status()).toMatchObject({ state: 'idle', builds: 1, failures: 1 });
  });
});

describe('createBuildRunner: failures', () => {
  it('a failed build is not published and is reported as failed', async () => {
    const build = jest.fn(async () => {
      throw new Error('gatsby build exited with code 1');
    });
    const publish = countingPublish();
    const log = { info: jest.fn(), error: jest.fn() };
    const runner = createBuildRunner({ build, publish, quietMs: 20, log });

    runner.request();
    await runner.whenIdle();

    expect(build).toHaveBeenCalledTimes(1);
    expect(publish).not.toHaveBeenCalled();
    const status = runner.status();
    expect(status).toMatchObject({ state: 'failed', builds: 0, failures: 1, lastSuccess: null, queued: false });
    expect(status.lastFailure.message).toBe('gatsby build exited with code 1');
    expect(typeof status.lastFailure.at).toBe('number');
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0][0]).toContain('gatsby build exited with code 1');
  });

  /** A runner on a clock that ticks a second per reading, with a build that fails while `failing`. */
  function runnerWithBreakableBuild(message, failing) {
    let clock = 5_000;
    const now = () => (clock += 1000);
    const build = jest.fn(async () => {
      if (failing.now) throw new Error(message);
    });
    const publish = countingPublish();
    return { build, publish, runner: createBuildRunner({ build, publish, quietMs: 20, now, log: quietLog }) };
  }

  it('a later successful build reports lastSuccess and state idle', async () => {
    const failing = { now: true };
    const { build, publish, runner } = runnerWithBreakableBuild('broken template', failing);

    runner.request();
    await runner.whenIdle();
    expect(runner.status().state).toBe('failed');

    failing.now = false;
    runner.request();
    await runner.whenIdle();

    const status = runner.status();
    expect(build).toHaveBeenCalledTimes(2);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(status).toMatchObject({ state: 'idle', builds: 1, failures: 1 });
    expect(status.lastSuccess).toMatchObject({ published: 'site-1' });
    expect(status.lastSuccess.finishedAt).toBeGreaterThan(status.lastFailure.at);
    // The failure stays on record for the status page.
    expect(status.lastFailure.message).toBe('broken template');
  });

  it('a failure after a success reports failed and keeps the last success', async () => {
    const failing = { now: false };
    const { publish, runner } = runnerWithBreakableBuild('second build broke', failing);

    runner.request();
    await runner.whenIdle();
    expect(runner.status().state).toBe('idle');

    failing.now = true;
    runner.request();
    await runner.whenIdle();

    const status = runner.status();
    expect(publish).toHaveBeenCalledTimes(1);
    expect(status).toMatchObject({ state: 'failed', builds: 1, failures: 1 });
    expect(status.lastSuccess.published).toBe('site-1');
    expect(status.lastFailure.message).toBe('second build broke');
  });

  it('a failing publish counts as a failure', async () => {
    const build = jest.fn(async () => {});
    const publish = jest.fn(async () => {
      throw new Error('rename failed');
    });
    const runner = createBuildRunner({ build, publish, quietMs: 20, log: quietLog });

    runner.request();
    await runner.whenIdle();

    expect(runner.status()).toMatchObject({ state: 'failed', builds: 0, failures: 1, lastSuccess: null });
    expect(runner.status().lastFailure.message).toBe('rename failed');
  });

  it('reports a rejection that is not an Error, cut to 2000 characters', async () => {
    const build = jest.fn(() => Promise.reject('x'.repeat(3000)));
    const publish = countingPublish();
    const runner = createBuildRunner({ build, publish, quietMs: 20, log: quietLog });

    runner.request();
    await runner.whenIdle();

    expect(publish).not.toHaveBeenCalled();
    expect(runner.status().state).toBe('failed');
    expect(runner.status().lastFailure.message).toBe('x'.repeat(2000));
  });
});

/** Starts handler on a free port; returns its base URL. */
async function listen(handler) {
  const server = http.createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

async function close(server) {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

describe('createHookHandler', () => {
  const secret = 's3cret-token';
  let server;
  let url;
  let runner;

  beforeEach(async () => {
    runner = { request: jest.fn() };
    ({ server, url } = await listen(createHookHandler(runner, { secret })));
  });
  afterEach(async () => {
    await close(server);
    server = undefined;
  });

  const post = (body, headers = { authorization: `Bearer ${secret}` }) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('answers 405 with Allow: POST for other methods', async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${secret}` } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toEqual({ error: 'methodNotAllowed' });

    const put = await fetch(url, { method: 'PUT', headers: { authorization: `Bearer ${secret}` }, body: '{}' });
    expect(put.status).toBe(405);
    expect(runner.request).not.toHaveBeenCalled();
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong secret', { authorization: 'Bearer wrong' }],
    ['the secret with a suffix', { authorization: `Bearer ${secret}x` }],
    ['the secret without "Bearer"', { authorization: secret }],
    ['another scheme', { authorization: `Basic ${secret}` }],
    ['an empty bearer token', { authorization: 'Bearer ' }],
  ])('answers 401 for %s', async (_name, headers) => {
    const res = await post(JSON.stringify({ event: 'entry.publish', uid: 'api::job.job' }), headers);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'invalidToken' });
    expect(runner.request).not.toHaveBeenCalled();
  });

  it('answers 401 to everyone when no secret is configured', async () => {
    const open = await listen(createHookHandler(runner, { secret: '' }));
    try {
      for (const authorization of ['Bearer ', 'Bearer undefined', 'Bearer null']) {
        const res = await fetch(open.url, { method: 'POST', headers: { authorization }, body: '{"event":"entry.publish","uid":"api::job.job"}' });
        expect(res.status).toBe(401);
      }
      expect(runner.request).not.toHaveBeenCalled();
    } finally {
      await close(open.server);
    }
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await post('{"event": "entry.publish", ');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'invalidJson' });
    expect(runner.request).not.toHaveBeenCalled();
  });

  it('answers 400 for an empty body', async () => {
    const res = await post('');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalidJson' });
  });

  it.each([
    ['entry.update', 'api::job.job'],
    ['entry.create', 'api::job-application.job-application'],
    ['entry.publish', 'api::job-application.job-application'],
    ['entry.delete', 'api::job-application.job-application'],
  ])('answers 200 {build:false} for %s on %s and asks for no build', async (event, uid) => {
    const res = await post(JSON.stringify({ event, uid, model: 'x', entry: { id: 1 } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ build: false });
    expect(runner.request).not.toHaveBeenCalled();
  });

  it('answers 200 {build:false} for JSON without event and uid', async () => {
    for (const body of ['null', '{}', '[]', '42']) {
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ build: false });
    }
    expect(runner.request).not.toHaveBeenCalled();
  });

  it.each([
    ['entry.publish', 'api::job.job'],
    ['entry.unpublish', 'api::job.job'],
    ['entry.update', 'api::integration-setting.integration-setting'],
  ])('answers 202 {build:true} for %s on %s and asks the runner for a build', async (event, uid) => {
    const res = await post(JSON.stringify({ event, uid, entry: { id: 7 } }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ build: true });
    expect(runner.request).toHaveBeenCalledTimes(1);
    expect(runner.request).toHaveBeenCalledWith(`${event} ${uid}`);
  });

  it('answers 413 for a body larger than maxBytes and asks for no build', async () => {
    const small = await listen(createHookHandler(runner, { secret, maxBytes: 64 }));
    try {
      const body = JSON.stringify({ event: 'entry.publish', uid: 'api::job.job', entry: { text: 'x'.repeat(200) } });
      const res = await fetch(small.url, { method: 'POST', headers: { authorization: `Bearer ${secret}` }, body });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: 'tooLarge' });
      expect(runner.request).not.toHaveBeenCalled();
    } finally {
      await close(small.server);
    }
  });
});

describe('webhook, runner and status page together', () => {
  const secret = 'hook-secret';
  let server;

  afterEach(async () => {
    await close(server);
    server = undefined;
  });

  it('coalesces webhook calls into one build and shows failure, then success, on the status page', async () => {
    const { build, started } = controlledBuild();
    const publish = countingPublish();
    const runner = createBuildRunner({ build, publish, quietMs: 20, log: quietLog });
    const hook = createHookHandler(runner, { secret });
    const status = createStatusHandler(runner);
    let url;
    ({ server, url } = await listen((req, res) => (req.url === '/status' ? status(req, res) : hook(req, res))));

    const post = (event, uid) =>
      fetch(`${url}/hook`, { method: 'POST', headers: { authorization: `Bearer ${secret}` }, body: JSON.stringify({ event, uid }) });
    const getStatus = async () => {
      const res = await fetch(`${url}/status`);
      expect(res.status).toBe(200);
      return res.json();
    };

    expect(await getStatus()).toEqual({ state: 'idle', queued: false, builds: 0, failures: 0, lastSuccess: null, lastFailure: null });

    // Three calls in quick succession (one needs no build).
    const answers = await Promise.all([
      post('entry.publish', 'api::job.job'),
      post('entry.update', 'api::job.job'),
      post('entry.update', 'api::integration-setting.integration-setting'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([202, 200, 202]);

    const first = await started(0);
    expect((await getStatus()).state).toBe('building');
    first.reject(new Error('template error in /jobs'));
    await runner.whenIdle();

    const failed = await getStatus();
    expect(failed).toMatchObject({ state: 'failed', builds: 0, failures: 1, lastSuccess: null });
    expect(failed.lastFailure.message).toBe('template error in /jobs');
    expect(new Date(failed.lastFailure.at).toISOString()).toBe(failed.lastFailure.at);
    expect(build).toHaveBeenCalledTimes(1);
    expect(publish).not.toHaveBeenCalled();

    expect((await post('entry.publish', 'api::page.page')).status).toBe(202);
    (await started(1)).resolve();
    await runner.whenIdle();

    const ok = await getStatus();
    expect(ok).toMatchObject({ state: 'idle', queued: false, builds: 1, failures: 1 });
    expect(ok.lastSuccess.published).toBe('site-1');
    expect(typeof ok.lastSuccess.secondsFromChangeToLive).toBe('number');
    // The quiet time (20 ms) counts; Node may fire a timer a millisecond early by Date.now().
    expect(ok.lastSuccess.secondsFromChangeToLive).toBeGreaterThanOrEqual(0.018);
    expect(new Date(ok.lastSuccess.publishedAt).toISOString()).toBe(ok.lastSuccess.publishedAt);
    expect(ok.lastFailure.message).toBe('template error in /jobs');
    expect(build).toHaveBeenCalledTimes(2);
    expect(publish).toHaveBeenCalledTimes(1);
  });
});

describe('work run exclusively (the first build at start)', () => {
  it('holds back requests that arrive meanwhile and builds once for them afterwards', async () => {
    let finishFirst;
    const builds = [];
    const runner = createBuildRunner({ build: async () => builds.push('build'), publish: async () => 'b1', quietMs: 10, log: {} });
    const first = runner.exclusively(() => new Promise((resolve) => { finishFirst = resolve; }));
    runner.request('edit during the first build');
    runner.request('another edit');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(builds).toEqual([]);
    expect(runner.status()).toMatchObject({ state: 'building', queued: true });
    finishFirst();
    await first;
    await runner.whenIdle();
    expect(builds).toEqual(['build']);
    expect(runner.status()).toMatchObject({ state: 'idle', builds: 1 });
  });

  it('refuses to start while a build is under way', async () => {
    const runner = createBuildRunner({ build: async () => undefined, publish: async () => 'b', quietMs: 10, log: {} });
    runner.request('edit');
    await expect(runner.exclusively(async () => undefined)).rejects.toThrow('already under way');
    await runner.whenIdle();
  });
});
