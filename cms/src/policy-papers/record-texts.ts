import type { Locale } from '@kindlustus/routes';
import { dottedDate } from '@kindlustus/domain';

/** The words the policy document and e-mail use for what the sale kept, in Estonian, Russian and English. */
export interface RecordTexts {
  demandsAndNeeds: string;
  documentsGiven: string;
  /** e.g. 'Insurance terms: … , version 2026.1 (applies from 01.01.2026)'. */
  documentLine: (title: string, version: string, appliesFrom: string) => string;
}

export const recordTexts: Record<Locale, RecordTexts> = {
  et: {
    demandsAndNeeds: 'Teie soovid ja vajadused',
    documentsGiven: 'Enne makset antud dokumendid',
    documentLine: (title, version, appliesFrom) => `${title}, versioon ${version} (kehtib alates ${dottedDate(appliesFrom)})`,
  },
  ru: {
    demandsAndNeeds: 'Ваши требования и потребности',
    documentsGiven: 'Документы, предоставленные до оплаты',
    documentLine: (title, version, appliesFrom) => `${title}, версия ${version} (действует с ${dottedDate(appliesFrom)})`,
  },
  en: {
    demandsAndNeeds: 'Your demands and needs',
    documentsGiven: 'Documents given before payment',
    documentLine: (title, version, appliesFrom) => `${title}, version ${version} (applies from ${dottedDate(appliesFrom)})`,
  },
};
