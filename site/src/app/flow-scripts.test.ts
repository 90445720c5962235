import { flowScriptsOf, preloadFlowScriptsAfterFirstPaint } from './flow-scripts';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-flow-preload]')];

describe('the flow scripts a client-only shell names', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('are fetched at low priority only after the next frame has painted', () => {
    document.head.innerHTML = '<meta name="flow-scripts" content="/cart-page-abc.js /account-api-def.js">';
    preloadFlowScriptsAfterFirstPaint();
    expect(preloads()).toEqual([]);
    jest.advanceTimersByTime(16); // the frame
    jest.advanceTimersByTime(1); // the task after it
    expect(preloads().map((link) => [link.getAttribute('href'), link.as, link.getAttribute('fetchpriority')])).toEqual([
      ['/cart-page-abc.js', 'script', 'low'],
      ['/account-api-def.js', 'script', 'low'],
    ]);
  });

  it('are none on a page without the list, and only paths on this site count', () => {
    preloadFlowScriptsAfterFirstPaint();
    jest.runAllTimers();
    expect(preloads()).toEqual([]);
    document.head.innerHTML = '<meta name="flow-scripts" content="https://elsewhere.example/x.js  /own.js //elsewhere.example/y.js javascript:alert(1)">';
    expect(flowScriptsOf(document)).toEqual(['/own.js']);
  });
});
