import type { Core } from '@strapi/strapi';
import { workingDeadline } from '@kindlustus/domain';
import { brokerOffice } from '../policies/broker-office';

/** Who answers the desk (the office's name in the customer's language) and by when, from its opening hours. */
export async function deskPromise(strapi: Core.Strapi, officeKey: string, answerHours: number, language: string, askedAt: Date): Promise<{ office: string; answerBy: Date }> {
  const office = await brokerOffice(strapi, officeKey, language);
  return { office: office.name, answerBy: workingDeadline(askedAt, answerHours, office.hours ?? undefined) };
}
