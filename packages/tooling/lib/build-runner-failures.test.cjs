'use strict';
// Unit tests of the build runner: failed builds and publishes, and work run exclusively (the first build at start).
const { createBuildRunner } = require('./build-runner.cjs');
const { countingPublish, quietLog } = require('./build-runner.test.helpers.cjs');

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
