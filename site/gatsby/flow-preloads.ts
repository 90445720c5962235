import { readFileSync } from 'fs';
import path from 'path';
import type { RouteKey } from '@kindlustus/routes';
import { flowChunks } from '../src/flows/flow-chunks';

interface ChunkGroups {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> } | undefined>;
}

let groups: ChunkGroups['namedChunkGroups'] | undefined;

/** The build's chunk groups, read once per rendering process from the stats webpack wrote before pages render. */
function chunkGroups(): ChunkGroups['namedChunkGroups'] {
  groups ??= (JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'webpack.stats.json'), 'utf8')) as ChunkGroups).namedChunkGroups;
  return groups;
}

/**
 * The scripts a client-only shell's flows need at once (its own chunk and its API client's, with the
 * vendor chunks they share). A chunk name that the build does not have fails the build, so the list in
 * flow-chunks.ts cannot drift from the names in the code.
 */
export function flowScripts(routeKeys: readonly RouteKey[]): string[] {
  const names = new Set(routeKeys.flatMap((key) => flowChunks[key] ?? []));
  const scripts = new Set<string>();
  for (const name of names) {
    const group = chunkGroups()[name];
    if (!group) throw new Error(`The build has no chunk named "${name}" (site/src/flows/flow-chunks.ts)`);
    for (const asset of group.assets) if (asset.name.endsWith('.js')) scripts.add(`/${asset.name}`);
  }
  return [...scripts];
}
