import type { Core } from '@strapi/strapi';

/** An insurer's logo as the provider API answers it: the address and the image's own size in pixels. */
export interface InsurerLogo {
  url: string;
  width: number;
  height: number;
}

type InsurerRow = { code?: unknown; logo?: { url?: unknown; width?: unknown; height?: unknown } | null };

/** The logo of each published insurer by its code; an insurer without a logo (or an image without a size) has none. */
export function reshapeInsurerLogos(rows: InsurerRow[]): Map<string, InsurerLogo> {
  const logos = new Map<string, InsurerLogo>();
  for (const row of rows) {
    const logo = row.logo;
    if (typeof row.code !== 'string' || !logo || typeof logo.url !== 'string') continue;
    const width = Number(logo.width);
    const height = Number(logo.height);
    if (!(width > 0 && height > 0)) continue;
    logos.set(row.code, { url: logo.url, width, height });
  }
  return logos;
}

/** A logo's address for an e-mail: absolute, on the site's origin (which sends /uploads to the CMS). */
export function absoluteLogoUrl(logo: InsurerLogo, siteUrl: string): string {
  return /^https?:\/\//.test(logo.url) ? logo.url : `${siteUrl}${logo.url}`;
}

/**
 * Reads the insurers' logos from the CMS, at most once per `ttlMs`: an offers page asks for every
 * offer's logo, and an editor's new logo shows within that time.
 */
export function insurerLogoSource(strapi: Core.Strapi, ttlMs = 30_000) {
  let cached: { at: number; logos: Promise<Map<string, InsurerLogo>> } | undefined;
  const load = async () => {
    const rows = await strapi.documents('api::insurer.insurer' as never).findMany({
      status: 'published', fields: ['code'], populate: { logo: { fields: ['url', 'width', 'height'] } },
    } as never);
    return reshapeInsurerLogos(rows as InsurerRow[]);
  };
  return {
    async logoOf(code: string): Promise<InsurerLogo | null> {
      if (!cached || Date.now() - cached.at > ttlMs) {
        const logos = load();
        cached = { at: Date.now(), logos };
        // A failed read is not kept: the next request tries again.
        logos.catch(() => { if (cached?.logos === logos) cached = undefined; });
      }
      return (await cached.logos).get(code) ?? null;
    },
  };
}

export type InsurerLogoSource = ReturnType<typeof insurerLogoSource>;
