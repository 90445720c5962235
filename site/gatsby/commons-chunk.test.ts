import { commonsTest } from './commons-chunk';

const chunk = (name: string, initial = false) => ({ name, canBeInitial: () => initial });
const graphOf = (chunksByModule: Record<string, ReturnType<typeof chunk>[]>) => ({
  getModuleChunksIterable: (module: unknown) => chunksByModule[module as string] ?? [],
});

describe('commonsTest', () => {
  const pages = ['component---src-templates-content-page-tsx', 'component---src-templates-job-page-tsx', 'component---src-pages-404-tsx'].map((name) => chunk(name));
  const lazyParts = ['quote-api', 'account-api', 'acting-for-api', 'privacy-api'].map((name) => chunk(name));
  const chunkGraph = graphOf({
    everyPage: pages,
    everyPageAndAFlow: [...pages, lazyParts[0]!],
    appAndTwoPages: [chunk('app', true), pages[0]!, pages[1]!],
    apiClientsOnly: lazyParts,
    twoPagesAndLazyParts: [pages[0]!, pages[1]!, ...lazyParts],
  });
  const test = commonsTest(3);

  it('takes what every page component holds, whatever lazy part holds it too', () => {
    expect(test('everyPage', { chunkGraph })).toBe(true);
    expect(test('everyPageAndAFlow', { chunkGraph })).toBe(true);
    expect(test('appAndTwoPages', { chunkGraph })).toBe(true);
  });

  it('leaves out what only lazily loaded parts share, however many they are', () => {
    expect(test('apiClientsOnly', { chunkGraph })).toBe(false);
    expect(test('twoPagesAndLazyParts', { chunkGraph })).toBe(false);
  });
});
