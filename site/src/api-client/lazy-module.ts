/** The browser's task scheduler (Chromium, Firefox), not yet in TypeScript's DOM types. */
interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}

/**
 * Runs `run` in a task of its own, ahead of the page's other waiting work where the browser can rank tasks: an
 * API call waits for it (a visitor's plate, a page's data), while a form's hydration or another chunk's evaluation
 * queued meanwhile can wait for the call to be on its way. A plain timer elsewhere.
 */
function inTaskOfItsOwn(run: () => void): void {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') void scheduler.postTask(run, { priority: 'user-blocking' });
  else setTimeout(run, 0);
}

/**
 * A loader for a lazily loaded module: fetched once (again after a failed fetch), and handed on in a
 * task of its own. Loading a chunk evaluates its modules (Apollo's are many) in one task; starting the
 * first query in that same task makes one long task of both, which blocks input on a slow phone.
 */
export function lazyModule<T>(importModule: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= importModule().then(
      (module) => new Promise<T>((resolve) => inTaskOfItsOwn(() => resolve(module))),
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
}
