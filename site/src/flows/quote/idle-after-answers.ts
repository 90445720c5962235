import { whenIdle } from '../../app/when-idle';

/**
 * Work a form does once the browser is idle (the submit's rules, the start date's default) waits while an answer
 * it shows is awaited: the browser is idle while the register answers, and work begun then (tens of ms) delays
 * the card that answer fills. `awaiting` marks an answer; `whenIdle` runs the work when idle with none awaited,
 * and returns what cancels it.
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
        void Promise.allSettled([...awaited]).then(() => {
          if (!stopped) cancel = whenIdle(check);
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
