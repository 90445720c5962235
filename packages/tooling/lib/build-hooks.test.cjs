'use strict';
// Unit tests of the build runner's webhook and status handlers, alone and with the runner.
const { createBuildRunner, createHookHandler, createStatusHandler } = require('./build-runner.cjs');
const { close, controlledBuild, countingPublish, listen, quietLog } = require('./build-runner.test.helpers.cjs');

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
