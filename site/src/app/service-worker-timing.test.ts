import { registerServiceWorkerLate } from './service-worker-timing';

const registration = { scope: '/' } as ServiceWorkerRegistration;

/** A page's service worker container; its register() refuses to run on anything but the container, as the browser's does. */
function fakeContainer(controller: ServiceWorker | null = null) {
  const container = { controller } as { controller: ServiceWorker | null; register?: unknown };
  const register = jest.fn(function (this: unknown, _scriptUrl: string | URL, _options?: RegistrationOptions) {
    if (this !== container) throw new TypeError('Illegal invocation');
    return Promise.resolve(registration);
  });
  container.register = register;
  return { container: container as unknown as ServiceWorkerContainer, register };
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

/** The browser's idle moments, called when the test says the browser is idle. */
let idle: Array<() => void> = [];
const browserIsIdle = () => idle.splice(0).forEach((run) => run());
/** `ms` pass, then the browser is idle and what that set off has run. */
const afterTimeAndIdle = async (ms: number) => {
  jest.advanceTimersByTime(ms);
  browserIsIdle();
  await Promise.resolve();
};

describe('the service worker Gatsby registers as the page starts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    idle = [];
    window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
  });
  afterEach(() => {
    jest.useRealTimers();
    setReadyState('complete');
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('is registered only after the page has loaded, the delay has passed and the browser is idle', async () => {
    setReadyState('loading');
    const { container, register } = fakeContainer();
    registerServiceWorkerLate(container, 3000);
    const registered = container.register('/sw.js', { scope: '/' });
    await afterTimeAndIdle(10_000);
    expect(register).not.toHaveBeenCalled();

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await afterTimeAndIdle(2999);
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    browserIsIdle();
    await expect(registered).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('counts the delay from now on a page that has loaded already, and waits for the browser to be idle', async () => {
    const { container, register } = fakeContainer();
    registerServiceWorkerLate(container, 3000);
    const registered = container.register('/sw.js');
    jest.advanceTimersByTime(3000);
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    browserIsIdle();
    await expect(registered).resolves.toBe(registration);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('counts a page whose load event does not come as loaded 10 s after it started', async () => {
    setReadyState('loading');
    const { container, register } = fakeContainer();
    registerServiceWorkerLate(container, 3000);
    const registered = container.register('/sw.js');
    await afterTimeAndIdle(9999 + 3000);
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    browserIsIdle();
    await expect(registered).resolves.toBe(registration);
    window.dispatchEvent(new Event('load'));
    await afterTimeAndIdle(3000);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers at once on a page a worker already controls (a returning visitor), so Gatsby hears of a new worker', async () => {
    const { container, register } = fakeContainer({} as ServiceWorker);
    registerServiceWorkerLate(container, 3000);
    await expect(container.register('/sw.js')).resolves.toBe(registration);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('leaves a browser without service workers alone', () => {
    expect(() => registerServiceWorkerLate(undefined)).not.toThrow();
  });
});
