/** Timers of the payment sandbox: unref'ed, so they never keep a process alive, and all cancellable at once. */
export interface SandboxTimers {
  later(delayMs: number, run: () => void): NodeJS.Timeout | undefined;
  cancel(timer: NodeJS.Timeout | undefined): void;
  /** Cancels every pending timer; later() does nothing afterwards. */
  close(): void;
  readonly closed: boolean;
}

const longestTimeoutMs = 2 ** 31 - 1;

export function createSandboxTimers(): SandboxTimers {
  const pending = new Set<NodeJS.Timeout>();
  let closed = false;
  return {
    later(delayMs, run) {
      if (closed) return undefined;
      const timer = setTimeout(() => {
        pending.delete(timer);
        run();
      }, Math.min(Math.max(0, delayMs), longestTimeoutMs));
      timer.unref();
      pending.add(timer);
      return timer;
    },
    cancel(timer) {
      if (!timer) return;
      clearTimeout(timer);
      pending.delete(timer);
    },
    close() {
      closed = true;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
    get closed() {
      return closed;
    },
  };
}
