import { mkdirSync } from 'fs';
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

/** Renders each share image of the site into public/og/ (sharp draws the SVG; it comes with Gatsby's image tooling). */
export async function writeShareImages(
  publicDir: string,
  routes: Map<RouteKey, ProductKey | null>,
  titleOf: (routeKey: RouteKey, language: Locale) => string | undefined,
  brandOf: (language: Locale) => string,
): Promise<number> {
  // The compiled gatsby-node may hand over the CommonJS module itself instead of a default export.
  const loaded = (await import('sharp')) as unknown as typeof import('sharp') & { default?: typeof import('sharp') };
  const sharp = loaded.default ?? loaded;
  mkdirSync(path.join(publicDir, 'og'), { recursive: true });
  let written = 0;
  for (const [routeKey, product] of routes) {
    for (const language of locales) {
      const brandName = brandOf(language);
      const title = titleOf(routeKey, language) ?? brandName;
      const svg = shareImageSvg({ title, brandName, iconPath: product ? productIconPaths[product] : undefined });
      await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(path.join(publicDir, shareImagePath(routeKey, language)));
      written += 1;
    }
  }
  return written;
}
