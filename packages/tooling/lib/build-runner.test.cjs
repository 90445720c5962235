'use strict';
// Unit tests of the "publish to live" build runner: when it builds (coalescing requests, never two builds at once).
const { createBuildRunner, needsBuild } = require('./build-runner.cjs');
const { controlledBuild, countingPublish, quietLog, sleep } = require('./build-runner.test.helpers.cjs');

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
