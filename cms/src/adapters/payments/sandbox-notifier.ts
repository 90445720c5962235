import type { SandboxTimers } from './sandbox-timers';

/** Delivers the sandbox's webhooks the way the provider does: retried on failure until the schedule runs out. */
const hour = 3_600_000;

/** 0, 5 s, 30 s, 2 min, 10 min, 1 h, 6 h, then every 12 h while within 48 h of the first attempt. */
export function defaultNotificationRetryDelaysMs(): number[] {
  const delays = [0, 5_000, 30_000, 120_000, 600_000, hour, 6 * hour];
  let elapsed = delays.reduce((sum, delay) => sum + delay, 0);
  while (elapsed + 12 * hour <= 48 * hour) {
    delays.push(12 * hour);
    elapsed += 12 * hour;
  }
  return delays;
}

export interface NotifierOptions {
  /**
   * The wait before each attempt: the first is counted from notify(), the others from the failure before. Read at each
   * attempt: a change to the list reaches deliveries under way.
   */
  delaysMs: number[];
  timers: SandboxTimers;
  fetch: typeof fetch;
  attemptTimeoutMs?: number;
}

export interface Notifier {
  /** body() is called for every attempt, so each one can carry a freshly signed token. */
  notify(url: string, body: () => string, afterAttempt: (delivered: boolean) => void): void;
  /** Aborts the deliveries under way; the timers themselves are closed with the timers. */
  close(): void;
}

export function createNotifier(options: NotifierOptions): Notifier {
  const attemptTimeoutMs = options.attemptTimeoutMs ?? 10_000;
  const underWay = new Set<AbortController>();

  async function post(url: string, body: string): Promise<boolean> {
    const controller = new AbortController();
    underWay.add(controller);
    const timeout = options.timers.later(attemptTimeoutMs, () => controller.abort());
    try {
      const response = await options.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: controller.signal,
        redirect: 'manual',
      });
      await response.body?.cancel().catch(() => undefined);
      return response.status >= 200 && response.status < 300;
    } catch {
      return false;
    } finally {
      options.timers.cancel(timeout);
      underWay.delete(controller);
    }
  }

  return {
    notify(url, body, afterAttempt) {
      const attempt = (index: number) => {
        const delay = options.delaysMs[index];
        if (delay === undefined) return;
        options.timers.later(delay, () => {
          void post(url, body()).then((delivered) => {
            if (options.timers.closed) return;
            afterAttempt(delivered);
            if (!delivered) attempt(index + 1);
          });
        });
      };
      attempt(0);
    },
    close() {
      for (const controller of underWay) controller.abort();
      underWay.clear();
    },
  };
}
