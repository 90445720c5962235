import { createHmac, timingSafeEqual } from 'crypto';
import { isLocale, previewPath, type Locale } from '@kindlustus/routes';
import { siteUrl } from '../settings/addresses';
import { previewSecret } from '../settings/cms-settings';
import type { Settings } from '../settings/settings-schema';

/** What can be previewed: a content type of the CMS and its name in preview links. */
export const previewTypes = { job: 'api::job.job', page: 'api::page.page', product: 'api::product.product' } as const;
export type PreviewType = keyof typeof previewTypes;
/** How long a preview link works after the editor opened it. */
const linkLifetimeSeconds = 2 * 60 * 60;

interface PreviewTarget {
  type: PreviewType;
  documentId: string;
  locale: Locale;
  /** Unix seconds. */
  expires: number;
}

/** What links are made and checked with: the signing secret and the site's address. */
export interface PreviewKeys {
  secret: string;
  siteUrl: string;
}
export const previewKeysOf = (settings: Settings): PreviewKeys => ({ secret: previewSecret(settings), siteUrl: siteUrl(settings) });

let configured: PreviewKeys | undefined;
/** The publishing capability's register gives the keys of the running CMS (the admin's preview button, the preview route). */
export function usePreviewKeys(keys: PreviewKeys): void {
  configured = keys;
}
const configuredKeys = (): PreviewKeys => {
  if (!configured) throw new Error('Preview links were made before the publishing capability registered');
  return configured;
};

const signature = (target: PreviewTarget, keys: PreviewKeys) =>
  createHmac('sha256', keys.secret).update(`${target.type}|${target.documentId}|${target.locale}|${target.expires}`).digest('base64url');

export const previewTypeOf = (uid: string): PreviewType | null =>
  (Object.keys(previewTypes) as PreviewType[]).find((type) => previewTypes[type] === uid) ?? null;

/**
 * The admin's preview button (Strapi's preview handler): the site's preview page in the document's
 * language with a signed link that expires; null for content without a preview.
 */
export function previewUrl(uid: string, { documentId, locale }: { documentId: string; locale?: string | null }, now = Date.now(), keys: PreviewKeys = configuredKeys()): string | null {
  const type = previewTypeOf(uid);
  if (!type || !documentId) return null;
  const target: PreviewTarget = { type, documentId, locale: isLocale(locale) ? locale : 'et', expires: Math.floor(now / 1000) + linkLifetimeSeconds };
  const query = new URLSearchParams({ type, id: documentId, expires: String(target.expires), token: signature(target, keys) });
  return `${keys.siteUrl}${previewPath(target.locale)}?${query}`;
}

export type PreviewCheck = { ok: true; target: PreviewTarget } | { ok: false; status: 401 | 404 | 410; code: string };

/** Checks a preview link's signature and age. */
export function checkPreviewLink(
  input: { type: string; documentId: string; locale: string; expires: string; token: string },
  now = Date.now(),
  keys: PreviewKeys = configuredKeys(),
): PreviewCheck {
  const type = input.type as PreviewType;
  if (!(type in previewTypes) || !isLocale(input.locale)) return { ok: false, status: 404, code: 'notFound' };
  const target: PreviewTarget = { type, documentId: input.documentId, locale: input.locale, expires: Number(input.expires) };
  const expected = Buffer.from(signature(target, keys));
  const given = Buffer.from(input.token ?? '');
  if (!Number.isSafeInteger(target.expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, status: 401, code: 'invalidToken' };
  }
  if (target.expires * 1000 < now) return { ok: false, status: 410, code: 'previewExpired' };
  return { ok: true, target };
}
