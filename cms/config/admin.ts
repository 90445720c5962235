import type { Core } from '@strapi/strapi';
import { siteUrl } from '../src/settings/addresses';
import { previewUrl } from '../src/publishing/preview-links';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: env('ADMIN_JWT_SECRET')! },
  apiToken: { salt: env('API_TOKEN_SALT')! },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT')! } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY')! },
  flags: { nps: false, promoteEE: false, docLinks: env.bool('FLAG_DOC_LINKS', true) },
  // Admin sign-in attempts are limited (5 per 5 minutes per address); the browser tests turn it off.
  rateLimit: { enabled: env.bool('ADMIN_RATE_LIMIT', true) },
  // "Open preview" on jobs, pages and products: the site's preview page with the draft, in the entry's language
  // (the links are signed with the keys the publishing capability was given at register).
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [new URL(siteUrl({ SITE_URL: env('SITE_URL') })).origin],
      handler: (uid: string, { documentId, locale }: { documentId: string; locale?: string | null }) => previewUrl(uid, { documentId, locale }),
    },
  },
});

export default config;
