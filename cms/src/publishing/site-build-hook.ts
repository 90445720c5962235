import type { Core } from '@strapi/strapi';
import { siteBuildHook } from '../settings/cms-settings';
import type { Settings } from '../settings/settings-schema';

export const siteBuildWebhookName = 'Site build (publish to live)';
const events = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];

interface Webhook {
  id: string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}
interface WebhookStore {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id'>): Promise<Webhook>;
  updateWebhook(id: string, data: Omit<Webhook, 'id'>): Promise<Webhook | null>;
}

/**
 * The CMS webhook that tells the site's build runner about content changes (SITE_BUILD_HOOK_URL,
 * with SITE_BUILD_HOOK_SECRET as a bearer token). It is kept as configured on every boot and shows
 * under Settings → Webhooks with its deliveries; the runner decides which changes need a build.
 */
export async function ensureSiteBuildWebhook(strapi: Core.Strapi, settings: Settings): Promise<void> {
  const { url, secret } = siteBuildHook(settings);
  if (!url) return;
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as { update(webhook: Webhook): void };
  const data: Omit<Webhook, 'id'> = {
    name: siteBuildWebhookName,
    url,
    headers: secret ? { authorization: `Bearer ${secret}` } : ({} as Record<string, string>),
    events,
    isEnabled: true,
  };
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === siteBuildWebhookName);
  const webhook = existing ? await store.updateWebhook(existing.id, data) : await store.createWebhook(data);
  // update = remove + add: registered once whether or not Strapi already loaded it.
  if (webhook) runner.update(webhook);
}
