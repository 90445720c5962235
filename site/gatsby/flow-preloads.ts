import { readFileSync, writeFileSync } from 'fs';
import path from 'path';
import type { RouteKey } from '@kindlustus/routes';
import { flowChunks } from '../src/flows/flow-chunks';
import type { PlannedPage } from './page-plan';

type ChunkGroups = Record<string, { assets: Array<{ name: string }> } | undefined>;

/**
 * The scripts a client-only shell's flows need at once (their chunks and their API client's, with the
 * vendor chunks they share). A chunk name that the build does not have fails the build, so the list in
 * flow-chunks.ts cannot drift from the names in the code.
 */
export function flowScripts(routeKeys: readonly RouteKey[], groups: ChunkGroups): string[] {
  const scripts = new Set<string>();
  for (const name of new Set(routeKeys.flatMap((key) => flowChunks[key] ?? []))) {
    const group = groups[name];
    if (!group) throw new Error(`The build has no chunk named "${name}" (site/src/flows/flow-chunks.ts)`);
    for (const asset of group.assets) if (asset.name.endsWith('.js')) scripts.add(`/${asset.name}`);
  }
  return [...scripts];
}

const marker = 'data-flow-preload';
const earlierPreloads = new RegExp(`<link [^>]*${marker}[^>]*>`, 'g');

/**
 * Adds preload links for its flows' scripts to each client-only shell's HTML, so they arrive while the
 * page hydrates instead of after it. At low priority: on a slow link the shell's document, font and own
 * scripts come first, so its heading paints before the flow's (and Apollo's) bytes are in. Done after the build (webpack's chunk names are known only then)
 * rather than while rendering, where reading the stats file would cost Gatsby its incremental HTML builds.
 * A page whose HTML was kept from an earlier build has its earlier links replaced.
 */
export function addFlowPreloads(publicDir: string, pages: PlannedPage[]): void {
  const groups = (JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as { namedChunkGroups: ChunkGroups }).namedChunkGroups;
  for (const page of pages) {
    const routeKeys = page.template === 'client' ? page.context.routeKeys : undefined;
    if (!routeKeys?.length) continue;
    const file = path.join(publicDir, page.path, 'index.html');
    const links = flowScripts(routeKeys, groups).map((script) => `<link rel="preload" href="${script}" as="script" fetchpriority="low" ${marker}=""/>`).join('');
    const html = readFileSync(file, 'utf8').replace(earlierPreloads, '');
    writeFileSync(file, html.replace('</head>', `${links}</head>`));
  }
}
