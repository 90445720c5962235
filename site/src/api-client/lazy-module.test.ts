import { lazyModule } from './lazy-module';

type Posted = { run: () => void; priority: string };

describe('a lazily loaded module', () => {
  let posted: Posted[] = [];
  const settle = async () => {
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };

  beforeEach(() => {
    posted = [];
    (globalThis as { scheduler?: unknown }).scheduler = {
      postTask: (run: () => void, { priority }: { priority: string }) => {
        posted.push({ run, priority });
        return Promise.resolve();
      },
    };
  });
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it('is handed on in a task of its own, ahead of the page\'s other waiting work, and fetched once', async () => {
    const importModule = jest.fn(() => Promise.resolve({ answer: 42 }));
    const load = lazyModule(importModule);
    let handedOn: unknown;
    void load().then((module) => {
      handedOn = module;
    });
    await settle();
    expect(handedOn).toBeUndefined();
    expect(posted.map((task) => task.priority)).toEqual(['user-blocking']);
    posted[0]?.run();
    await settle();
    expect(handedOn).toEqual({ answer: 42 });
    await expect(load()).resolves.toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('is handed on behind the page\'s other work to a caller that needs it only when idle, ahead of it to one a visitor waits for', async () => {
    const load = lazyModule(() => Promise.resolve('module'));
    const handedOn: string[] = [];
    void load('background').then(() => handedOn.push('idle check'));
    void load().then(() => handedOn.push('visitor'));
    await settle();
    expect(posted.map((task) => task.priority)).toEqual(['background', 'user-blocking']);
    posted[1]?.run();
    await settle();
    expect(handedOn).toEqual(['visitor']);
    posted[0]?.run();
    await settle();
    expect(handedOn).toEqual(['visitor', 'idle check']);
  });

  it('is handed on at once once it has been handed on, whatever the caller needs', async () => {
    const load = lazyModule(() => Promise.resolve('module'));
    const first = load('background');
    await settle();
    posted[0]?.run();
    await expect(first).resolves.toBe('module');
    let handedOn: unknown;
    void load().then((module) => {
      handedOn = module;
    });
    await settle();
    expect(posted).toHaveLength(1);
    expect(handedOn).toBe('module');
  });

  it('waits for a timer where the browser cannot rank tasks', async () => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useFakeTimers();
    let handedOn: unknown;
    void lazyModule(() => Promise.resolve('module'))().then((module) => {
      handedOn = module;
    });
    await settle();
    expect(handedOn).toBeUndefined();
    jest.advanceTimersByTime(0);
    await settle();
    expect(handedOn).toBe('module');
  });

  it('is fetched again after a failed fetch', async () => {
    const importModule = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce('module');
    const load = lazyModule(importModule);
    await expect(load()).rejects.toThrow('ChunkLoadError');
    const second = load();
    await settle();
    posted.forEach((task) => task.run());
    await expect(second).resolves.toBe('module');
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
