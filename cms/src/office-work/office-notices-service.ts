import type { Core } from '@strapi/strapi';
import { commerce } from '../commerce/commerce';
import { cmsUrl } from '../settings/addresses';
import { deskSettings, officeNoticeSettings } from '../settings/commerce-settings';
import type { Settings } from '../settings/settings-schema';
import { createOfficeNotices } from './office-notices';

export type OfficeNotices = ReturnType<typeof createOfficeNotices>;
let built: OfficeNotices | undefined;

/** The office's e-mails (new desk cases, deadlines about to pass, the daily summary), sent as tasks of the provider API's queue. */
export function officeNotices(strapi: Core.Strapi, settings: Settings): OfficeNotices {
  if (!built) {
    const services = commerce(strapi);
    built = createOfficeNotices({
      strapi,
      queue: services.tasks.queue,
      wake: () => services.tasks.wake(),
      cmsUrl: () => cmsUrl(strapi),
      officeKey: deskSettings(settings).officeKey,
      settings: officeNoticeSettings(settings),
      terms: services.terms,
    });
  }
  return built;
}
