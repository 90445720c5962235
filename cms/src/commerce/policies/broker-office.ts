import type { Core } from '@strapi/strapi';
import { parseOpeningHours, type WeeklyHours } from '@kindlustus/domain';
import { mailBrand } from '../../policy-papers/mail/mail-texts';

type OfficeRow = { name?: string; openingHours?: Array<{ days: string; hours: string }> | null } | null;

/**
 * The office whose staff answer the broker desk and conclude policies with insurers (DESK_OFFICE, an office's key
 * in the CMS): its name in a language (Estonian when it has none in that one) and its opening hours. Without that
 * office: the broker's name and Mon–Fri 9–17 (null hours).
 */
export async function brokerOffice(strapi: Core.Strapi, officeKey: string, language: string): Promise<{ name: string; hours: WeeklyHours | null }> {
  const find = (locale: string) =>
    strapi.documents('api::office.office' as never).findFirst({ filters: { key: officeKey }, locale, status: 'published', populate: { openingHours: true } } as never) as Promise<OfficeRow>;
  const office = (await find(language)) ?? (language === 'et' ? null : await find('et'));
  return { name: office?.name ?? mailBrand, hours: parseOpeningHours(office?.openingHours ?? []) };
}
