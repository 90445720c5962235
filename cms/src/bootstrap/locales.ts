import type { Core } from '@strapi/strapi';
import { defaultLocale, localeNames, locales } from '@kindlustus/routes';

/** Creates the site's languages (et default, ru, en) on every boot; existing ones are kept. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('i18n').service('locales');
  for (const code of locales) {
    if (!(await service.findByCode(code))) {
      await service.create({ code, name: `${localeNames[code]} (${code})` });
    }
  }
  if ((await service.getDefaultLocale()) !== defaultLocale) {
    await service.setDefaultLocale({ code: defaultLocale });
  }
}
