// What JavaScript the built site makes a browser download, read from the build output (public/):
// the scripts a page's HTML names, its page component's chunks, the chunks a lazily loaded part
// needs, their gzip size, and which npm packages went into them (from the source maps).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sitePublicDir } from './site-build.mjs';

const stats = () => JSON.parse(readFileSync(path.join(sitePublicDir, 'webpack.stats.json'), 'utf8'));

/**
 * The page's path as Gatsby's page globals give it: `window.pagePath="…"` in an inline script, or (as the
 * site writes them, site/gatsby/inline-script-globals.tsx) in the JSON of the constant script's data-globals.
 */
function pagePathOf(html) {
  const inline = /window\.pagePath="([^"]*)"/.exec(html)?.[1];
  if (inline !== undefined) return inline;
  const attribute = /data-globals="([^"]*)"/.exec(html)?.[1];
  if (attribute === undefined) return undefined;
  const json = attribute.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return JSON.parse(json).pagePath;
}

/** The scripts a first visit needs to show the page: those in its HTML plus its page component's chunks. */
export function firstLoadScripts(html) {
  const scripts = new Set([...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1]));
  const pagePath = pagePathOf(html);
  if (pagePath === undefined) throw new Error('The page names no pagePath: cannot tell its page component');
  if (pagePath) {
    const dataPath = pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, '');
    const pageData = JSON.parse(readFileSync(path.join(sitePublicDir, 'page-data', dataPath, 'page-data.json'), 'utf8'));
    for (const asset of stats().namedChunkGroups[pageData.componentChunkName]?.assets ?? []) {
      if (asset.name.endsWith('.js')) scripts.add(asset.name);
    }
  }
  return scripts;
}

/** The scripts of lazily loaded parts named with webpackChunkName (e.g. `quote-api`, `offers-list`). */
export function namedChunkScripts(...names) {
  const groups = stats().namedChunkGroups;
  return new Set(names.flatMap((name) => {
    if (!groups[name]) throw new Error(`The build has no chunk named ${name}`);
    return groups[name].assets.map((asset) => asset.name).filter((file) => file.endsWith('.js'));
  }));
}

/**
 * The bytes the web server sends for the scripts to a browser that takes gzip: the build's gzip copy of each
 * (site/gatsby/precompress.ts, sent as it is by nginx and the site server), or the script itself where none
 * was written because it would not get smaller.
 */
export function gzipBytes(scripts) {
  let bytes = 0;
  for (const script of scripts) {
    const file = path.join(sitePublicDir, script);
    bytes += statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
  }
  return bytes;
}

/** The npm packages whose code is in these scripts, from their source maps. */
export function packagesIn(scripts) {
  const packages = new Set();
  for (const script of scripts) {
    const map = path.join(sitePublicDir, `${script}.map`);
    if (!existsSync(map)) throw new Error(`${script} has no source map: cannot tell what is in it`);
    for (const source of JSON.parse(readFileSync(map, 'utf8')).sources ?? []) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      if (match) packages.add(match[1]);
    }
  }
  return packages;
}
