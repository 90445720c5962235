import { apiAcceptHeader, apiBase, apiUrl } from '../api-client/api-base';
import { isChunkLoadError } from './chunk-reload';
import { createLoadingBar } from './loading-bar-store';
import { prefetchAllowed } from './prefetch-policy';
import { RouteError, statusOf } from './route-error';
import { resolveGuard, routeGuards } from './route-guards';

describe('route guards', () => {
  it('lets a customer through and sends a visitor to login', () => {
    expect(resolveGuard('customer')({ customer: true })).toEqual({ allowed: true });
    expect(resolveGuard('customer')({ customer: false })).toEqual({ allowed: false, redirectTo: 'login' });
  });

  it('fails with 500 Unknown middleware for a guard that does not exist', () => {
    expect(() => resolveGuard('admin')).toThrow(new RouteError(500, 'Unknown middleware'));
    expect(() => resolveGuard('toString', routeGuards)).toThrow('Unknown middleware');
    try {
      resolveGuard('nope');
    } catch (error) {
      expect(statusOf(error)).toBe(500);
    }
    expect(statusOf(new Error('plain'))).toBe(500);
    expect(statusOf(new RouteError(403, 'Forbidden'))).toBe(403);
  });
});

describe('loading bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays hidden for navigations under 200 ms', () => {
    const bar = createLoadingBar();
    bar.start();
    jest.advanceTimersByTime(199);
    bar.done();
    jest.advanceTimersByTime(1000);
    expect(bar.state).toBe('idle');
  });

  it('shows after 200 ms, completes, and hides 500 ms after the page arrived', () => {
    const bar = createLoadingBar();
    const seen: string[] = [];
    bar.subscribe((state) => seen.push(state));
    bar.start();
    jest.advanceTimersByTime(200);
    expect(bar.state).toBe('loading');
    bar.done();
    expect(bar.state).toBe('done');
    jest.advanceTimersByTime(499);
    expect(bar.state).toBe('done');
    jest.advanceTimersByTime(1);
    expect(seen).toEqual(['loading', 'done', 'idle']);
  });
});

describe('prefetch policy', () => {
  it('skips prefetching offline, on 2g and with data saver', () => {
    expect(prefetchAllowed({ onLine: true, effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ onLine: true })).toBe(true);
    expect(prefetchAllowed({ onLine: false, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ onLine: true, effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ onLine: true, effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ onLine: true, effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('API base', () => {
  it('is /api on the same origin unless GATSBY_API_URL says otherwise', () => {
    expect(apiBase(undefined)).toBe('/api');
    expect(apiBase('  ')).toBe('/api');
    expect(apiBase('https://api.tarkus.ee/api/')).toBe('https://api.tarkus.ee/api');
    expect(apiUrl('/graphql', '/api')).toBe('/api/graphql');
    expect(apiAcceptHeader).toBe('application/json, text/plain');
  });
});

describe('chunk load failures', () => {
  it('recognises webpack chunk errors only', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 123 failed.' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk styles failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
