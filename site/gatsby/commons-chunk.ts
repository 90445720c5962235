/** What of webpack's chunk graph the test below reads. */
interface ChunkLike {
  name?: string | null;
  canBeInitial(): boolean;
}
interface ChunkGraphLike {
  getModuleChunksIterable(module: unknown): Iterable<ChunkLike>;
}

/** Gatsby names each page component's chunk `component---<its path>`. */
const isPageChunk = (chunk: ChunkLike) => chunk.canBeInitial() || Boolean(chunk.name?.startsWith('component---'));

/**
 * Which modules go to Gatsby's `commons` chunk, which every page loads before it answers. Gatsby puts there
 * a module found in as many chunks as there are page components, and counts lazily loaded chunks too: the
 * API clients' chunks (quote-api, account-api, acting-for-api…) all hold Apollo, so once there were as many of
 * them as page components Apollo went to every static page. Here only the page components' chunks and the
 * entry chunks are counted, so a module lazily loaded parts share goes to a chunk of their own (Gatsby's
 * `shared` group) and is fetched with them.
 */
export function commonsTest(pageComponentCount: number) {
  return (module: unknown, { chunkGraph }: { chunkGraph: ChunkGraphLike }): boolean => {
    let pages = 0;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      if (isPageChunk(chunk)) pages += 1;
    }
    return pages >= pageComponentCount;
  };
}
