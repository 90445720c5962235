import { registerServiceWorkerLate } from './service-worker-timing';

const registration = { scope: '/' } as ServiceWorkerRegistration;

function fakeContainer() {
  const register = jest.fn((_scriptUrl: string | URL, _options?: RegistrationOptions) => Promise.resolve(registration));
  return { container: { register } as unknown as ServiceWorkerContainer, register };
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

/** The browser's idle moments, called when the test says the browser is idle. */
let idle: Array<() => void> = [];
const browserIsIdle = () => idle.splice(0).forEach((run) => run());

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
    jest.advanceTimersByTime(10_000);
    browserIsIdle();
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(2999);
    browserIsIdle();
    await Promise.resolve();
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

  it('leaves a browser without service workers alone', () => {
    expect(() => registerServiceWorkerLate(undefined)).not.toThrow();
  });
});
