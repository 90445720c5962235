import type { Core } from '@strapi/strapi';
import { deskAnswerBy, parseOpeningHours } from '@kindlustus/domain';
import { mailBrand } from '../../policies/mail/mail-texts';

type OfficeRow = { name?: string; openingHours?: Array<{ days: string; hours: string }> | null } | null;

/**
 * The office whose staff answer the desk: its name in the customer's language and the promised answer
 * time from its opening hours. Without that office in the CMS: the broker's name and Mon–Fri 9–17.
 */
export async function deskPromise(strapi: Core.Strapi, officeKey: string, answerHours: number, language: string, askedAt: Date): Promise<{ office: string; answerBy: Date }> {
  const find = (locale: string) =>
    strapi.documents('api::office.office' as never).findFirst({ filters: { key: officeKey }, locale, status: 'published', populate: { openingHours: true } } as never) as Promise<OfficeRow>;
  const office = (await find(language)) ?? (language === 'et' ? null : await find('et'));
  const week = parseOpeningHours(office?.openingHours ?? []);
  return { office: office?.name ?? mailBrand, answerBy: deskAnswerBy(askedAt, answerHours, week ?? undefined) };
}
