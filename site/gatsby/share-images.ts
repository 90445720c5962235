import { createHash } from 'crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import path from 'path';
import { locales, type Locale, type RouteKey } from '@kindlustus/routes';
import type { ProductKey } from '@kindlustus/domain/quote-forms';
import { productIconPaths } from '../src/kit/product-icon-paths';
import { shareImagePath } from '../src/seo/share-image';
import { shareImageSvg } from './share-image-svg';

/** The pages with a share image of their own: the home page and each product's landing page (with its icon). */
export function shareImageRoutes(products: Array<Record<string, unknown>>): Map<RouteKey, ProductKey | null> {
  const routes = new Map<RouteKey, ProductKey | null>([['home', null]]);
  for (const product of products) {
    const key = String(product.key);
    if (typeof product.routeKey === 'string' && key in productIconPaths) routes.set(product.routeKey as RouteKey, key as ProductKey);
  }
  return routes;
}

/** What an image is drawn from: its SVG and how it is encoded (a change of either draws it again). */
const pngOptions = { compressionLevel: 9, palette: true } as const;
const drawnFrom = (svg: string) => createHash('sha256').update(JSON.stringify(pngOptions)).update(svg).digest('hex');

function readDrawn(recordFile: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(recordFile, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Renders each share image of the site into public/og/ (sharp draws the SVG; it comes with Gatsby's image
 * tooling). An image whose SVG is what its file was drawn from last time (recorded in `recordFile`, outside
 * the published folder) is kept: quantizing 18 PNGs cost seconds of every publish. Returns how many were drawn.
 */
export async function writeShareImages(
  publicDir: string,
  routes: Map<RouteKey, ProductKey | null>,
  titleOf: (routeKey: RouteKey, language: Locale) => string | undefined,
  brandOf: (language: Locale) => string,
  recordFile: string,
): Promise<number> {
  mkdirSync(path.join(publicDir, 'og'), { recursive: true });
  const before = readDrawn(recordFile);
  const drawn: Record<string, string> = {};
  let written = 0;
  for (const [routeKey, product] of routes) {
    for (const language of locales) {
      const brandName = brandOf(language);
      const title = titleOf(routeKey, language) ?? brandName;
      const svg = shareImageSvg({ title, brandName, iconPath: product ? productIconPaths[product] : undefined });
      const imagePath = shareImagePath(routeKey, language);
      const file = path.join(publicDir, imagePath);
      drawn[imagePath] = drawnFrom(svg);
      if (before[imagePath] === drawn[imagePath] && existsSync(file)) continue;
      await renderPng(svg, file);
      written += 1;
    }
  }
  mkdirSync(path.dirname(recordFile), { recursive: true });
  writeFileSync(recordFile, JSON.stringify(drawn));
  return written;
}

async function renderPng(svg: string, file: string): Promise<void> {
  // The compiled gatsby-node may hand over the CommonJS module itself instead of a default export.
  const loaded = (await import('sharp')) as unknown as typeof import('sharp') & { default?: typeof import('sharp') };
  const sharp = loaded.default ?? loaded;
  await sharp(Buffer.from(svg)).png(pngOptions).toFile(file);
}
