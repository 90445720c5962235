import { whenIdle } from '../../app/when-idle';

/** The registers answer within 2-3 s, or the CMS says they did not (REGISTER_TIMEOUT_MS, BUSINESS_REGISTER_TIMEOUT_MS). */
const longestWaitMs = 5000;

/**
 * Work a form does once the browser is idle (the submit's rules, the start date's default) waits while an answer
 * it shows is awaited: the browser is idle while the register answers, and work begun then (tens of ms) delays
 * the card that answer fills. `awaiting` marks an answer; `whenIdle` runs the work when idle with none awaited
 * (or once the answers awaited came, or after 5 s), and returns what cancels it.
 */
export function idleAfterAnswers() {
  const awaited = new Set<Promise<unknown>>();
  return {
    awaiting<T>(answer: Promise<T>): Promise<T> {
      awaited.add(answer);
      const settled = () => void awaited.delete(answer);
      answer.then(settled, settled);
      return answer;
    },
    whenIdle(run: () => void): () => void {
      let stopped = false;
      let cancel = () => undefined as void;
      const check = () => {
        if (stopped) return;
        if (!awaited.size) {
          run();
          return;
        }
        // At most a few seconds: an answer that never comes (a stalled connection) does not hold the work forever.
        let longest: ReturnType<typeof setTimeout> | undefined;
        void Promise.race([Promise.allSettled([...awaited]), new Promise((resolve) => (longest = setTimeout(resolve, longestWaitMs)))]).then(() => {
          clearTimeout(longest);
          if (!stopped) cancel = whenIdle(() => (stopped ? undefined : run()));
        });
      };
      cancel = whenIdle(check);
      return () => {
        stopped = true;
        cancel();
      };
    },
  };
}
