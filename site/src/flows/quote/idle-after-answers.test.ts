/** @jest-environment jsdom */
import { idleAfterAnswers } from './idle-after-answers';

// jsdom has no idle callbacks: whenIdle (app/when-idle.ts) runs the work in a timer of 0 ms, which the test steps.
jest.useFakeTimers();
const idleNow = async () => {
  await Promise.resolve();
  await jest.advanceTimersByTimeAsync(10);
};

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe("a quote form's idle work", () => {
  it('runs when the browser is idle and no answer is awaited', async () => {
    const idle = idleAfterAnswers();
    const work = jest.fn();
    idle.whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    await idleNow();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits while a register answer is awaited, and runs once every answer came, refused ones too', async () => {
    const idle = idleAfterAnswers();
    const vehicle = deferred();
    const company = deferred();
    void idle.awaiting(vehicle.promise);
    idle.awaiting(company.promise).catch(() => undefined);
    const work = jest.fn();
    idle.whenIdle(work);
    await idleNow();
    expect(work).not.toHaveBeenCalled();
    vehicle.resolve();
    await idleNow();
    expect(work).not.toHaveBeenCalled();
    company.reject(new Error('register down'));
    await idleNow();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled (the form left), whether it waited for idle or for an answer', async () => {
    const idle = idleAfterAnswers();
    const first = jest.fn();
    idle.whenIdle(first)();
    await idleNow();
    expect(first).not.toHaveBeenCalled();
    const answer = deferred();
    void idle.awaiting(answer.promise);
    const second = jest.fn();
    const cancel = idle.whenIdle(second);
    await idleNow();
    cancel();
    answer.resolve();
    await idleNow();
    expect(second).not.toHaveBeenCalled();
  });

  it('waits at most 5 s for an answer that never comes', async () => {
    const idle = idleAfterAnswers();
    void idle.awaiting(new Promise(() => undefined));
    const work = jest.fn();
    idle.whenIdle(work);
    await Promise.resolve();
    await jest.advanceTimersByTimeAsync(4900);
    expect(work).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(200);
    await idleNow();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('passes the answer on unchanged', async () => {
    const idle = idleAfterAnswers();
    await expect(idle.awaiting(Promise.resolve('Toyota'))).resolves.toBe('Toyota');
  });
});
