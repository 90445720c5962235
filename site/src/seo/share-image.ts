import type { Locale, RouteKey } from '@kindlustus/routes';

/** The Open Graph image of a page, in pixels as the big link previews want it. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** Where the build writes a page's share image (one per route and language). */
export function shareImagePath(routeKey: RouteKey, language: Locale): string {
  return `/og/${routeKey}-${language}.png`;
}

/** The image's text alternative: what it shows, the page's title and the brand, in the page's language. */
export function shareImageAlt(title: string | null | undefined, brandName: string | null | undefined): string {
  return [title, brandName].filter(Boolean).join(' – ');
}
