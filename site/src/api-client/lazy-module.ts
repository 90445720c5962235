/** How soon a caller needs the module: a visitor waits for it, or it serves work the page does when idle. */
export type HandOffPriority = 'user-blocking' | 'background';

/** The browser's task scheduler (Chromium, Firefox), not yet in TypeScript's DOM types. */
interface TaskScheduler {
  postTask(callback: () => void, options: { priority: HandOffPriority }): Promise<void>;
}

/**
 * Runs `run` in a task of its own, ranked where the browser can rank tasks: an API call a visitor waits for (a plate,
 * a page's data) ahead of a form's hydration or another chunk's evaluation queued meanwhile; idle work behind them. A
 * plain timer elsewhere.
 */
function inTaskOfItsOwn(run: () => void, priority: HandOffPriority): void {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') void scheduler.postTask(run, { priority });
  else setTimeout(run, 0);
}

/**
 * A loader for a lazily loaded module: fetched once (again after a failed fetch), and handed on in a task of its own
 * until it has been handed on once. Loading a chunk evaluates its modules (Apollo's are many) in one task; starting the
 * first query in that same task makes one long task of both, which blocks input on a slow phone. Each caller says how
 * soon it needs the module (a visitor's wait by default).
 */
export function lazyModule<T>(importModule: () => Promise<T>): (priority?: HandOffPriority) => Promise<T> {
  let loaded: Promise<T> | undefined;
  let handedOn = false;
  return (priority = 'user-blocking') => {
    loaded ??= importModule().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded.then((module) =>
      handedOn
        ? module
        : new Promise<T>((resolve) =>
            inTaskOfItsOwn(() => {
              handedOn = true;
              resolve(module);
            }, priority),
          ),
    );
  };
}
