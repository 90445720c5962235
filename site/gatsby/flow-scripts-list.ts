import { readFileSync, writeFileSync } from 'fs';
import path from 'path';
import type { RouteKey } from '@kindlustus/routes';
import { flowScriptsMetaName } from '../src/app/flow-scripts';
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

// Also the preload links that builds before the list wrote.
const earlierLists = new RegExp(`<meta name="${flowScriptsMetaName}"[^>]*>|<link [^>]*data-flow-preload[^>]*>`, 'g');

/**
 * Names its flows' scripts in each client-only shell's HTML (a meta element, not preload links): the
 * browser fetches them right after the shell's first paint (site/src/app/flow-scripts.ts), so on a slow
 * link they neither hold up the first paint nor wait for hydration. Done after the build (webpack's chunk
 * names are known only then) rather than while rendering, where reading the stats file would cost Gatsby
 * its incremental HTML builds. A page whose HTML was kept from an earlier build has its earlier list replaced.
 */
export function nameFlowScripts(publicDir: string, pages: PlannedPage[]): void {
  const groups = (JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as { namedChunkGroups: ChunkGroups }).namedChunkGroups;
  for (const page of pages) {
    const routeKeys = page.template === 'client' ? page.context.routeKeys : undefined;
    if (!routeKeys?.length) continue;
    const file = path.join(publicDir, page.path, 'index.html');
    const list = `<meta name="${flowScriptsMetaName}" content="${flowScripts(routeKeys, groups).join(' ')}"/>`;
    const html = readFileSync(file, 'utf8').replace(earlierLists, '');
    writeFileSync(file, html.replace('</head>', `${list}</head>`));
  }
}
