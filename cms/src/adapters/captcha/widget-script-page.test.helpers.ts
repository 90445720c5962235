import vm from 'vm';
import { siteKey } from './captcha.test.helpers';

/** The sandbox's browser script (api.js) run in a minimal page, as the careers form's page runs it. */

export class FakeElement {
  id = '';
  value = '';
  textContent = '';
  readonly children: FakeElement[] = [];
  readonly attributes: Record<string, string> = {};
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: unknown) {
    this.attributes[name] = String(value);
  }
  appendChild(child: FakeElement) {
    this.children.push(child);
    return child;
  }
}

export interface Grecaptcha {
  render(container: unknown, params: Record<string, unknown>): number;
  execute(id?: number): void;
  getResponse(id?: number): string;
  reset(id?: number): void;
  ready(fn: () => void): void;
}

/** Runs api.js in a fresh context with a minimal DOM; timers longer than a second wait for fireLongTimers. */
export async function loadScript(scriptUrl: string, page: { search?: string } = {}) {
  const response = await fetch(scriptUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const source = await response.text();

  const container = new FakeElement('div');
  const longTimers = new Map<number, () => void>();
  const warnings: string[] = [];
  let timerIds = 0;
  const document = {
    currentScript: { src: scriptUrl },
    getElementById: (id: string) => (id === 'careers-captcha' ? container : null),
    createElement: (tagName: string) => new FakeElement(tagName),
  };
  const context: Record<string, unknown> = {
    document,
    location: { search: page.search ?? '' },
    URL,
    URLSearchParams,
    fetch,
    console: { warn: (text: string) => warnings.push(text), error: (text: string) => warnings.push(text), log: () => undefined },
    setTimeout: (fn: () => void, ms = 0) => {
      if (ms <= 1000) return setTimeout(fn, ms);
      timerIds += 1;
      longTimers.set(timerIds, fn);
      return timerIds;
    },
    clearTimeout: (id: unknown) => (typeof id === 'number' ? longTimers.delete(id) : clearTimeout(id as NodeJS.Timeout)),
  };
  context.window = context;
  vm.createContext(context);
  vm.runInContext(source, context, { filename: 'api.js' });
  return {
    window: context,
    grecaptcha: context.grecaptcha as Grecaptcha,
    container,
    warnings,
    fireLongTimers: () => {
      const due = [...longTimers.values()];
      longTimers.clear();
      due.forEach((fn) => fn());
    },
  };
}

/** Renders an invisible widget, executes it and resolves with what its callbacks were given. */
export function renderAndExecute(grecaptcha: Grecaptcha, params: Record<string, unknown> = {}) {
  return new Promise<{ widgetId: number; token?: string; failed?: true }>((resolve) => {
    const widgetId = grecaptcha.render('careers-captcha', {
      sitekey: siteKey,
      size: 'invisible',
      callback: (token: string) => resolve({ widgetId, token }),
      'error-callback': () => resolve({ widgetId, failed: true }),
      ...params,
    });
    grecaptcha.execute(widgetId);
  });
}
