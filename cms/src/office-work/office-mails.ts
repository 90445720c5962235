/**
 * The e-mails to the broker's office (in Estonian, the staff's language): a new desk case, a deadline about to
 * pass, and the daily summary of what is due. Plain text with the admin links that handle each piece of work.
 */
import type { OfficeLine, TodayWork } from './office-lines';

export interface OfficeMail {
  subject: string;
  text: string;
}

const signature = ['—', 'Kontor (CMS-i haldus)'];
const lineText = (cmsUrl: string, line: OfficeLine) => [
  `- ${line.title}${line.deadline ? ` — tähtaeg ${line.deadline}` : ''}${line.overdue ? ' (TÄHTAEG ÜLETATUD)' : ''}`,
  ...(line.detail ? [`  ${line.detail}`] : []),
  `  ${cmsUrl}${line.link}`,
];

/** A customer's request is waiting on the broker desk. */
export function newDeskCaseMail(cmsUrl: string, line: OfficeLine): OfficeMail {
  return {
    subject: `Uus maaklerilaua päring: ${line.title}`,
    text: [
      'Maaklerilauale tuli uus päring. Küsige kindlustusandjalt pakkumine ja vastake kliendile enne tähtaega.',
      '',
      ...lineText(cmsUrl, line),
      '',
      ...signature,
      '',
    ].join('\n'),
  };
}

/** What a deadline reminder is about: the group's word for it. */
export const deadlineSubjects = {
  deskCases: 'maaklerilaua päringu vastamise',
  conclusions: 'poliisi sõlmimise',
  dataRequests: 'kliendi taotlusele vastamise',
} as const;
export type RemindedGroup = keyof typeof deadlineSubjects;

/** A deadline is about to pass. */
export function deadlineMail(cmsUrl: string, group: RemindedGroup, line: OfficeLine): OfficeMail {
  return {
    subject: `Tähtaeg läheneb: ${line.title} (${line.deadline ?? ''})`,
    text: [
      `Varsti möödub ${deadlineSubjects[group]} tähtaeg.`,
      '',
      ...lineText(cmsUrl, line),
      '',
      ...signature,
      '',
    ].join('\n'),
  };
}

/** The daily summary: each group with its count and lines, overdue ones marked; `day` is the Tallinn date written dd.mm.yyyy. */
export function summaryMail(cmsUrl: string, day: string, work: TodayWork): OfficeMail {
  const groups = work.groups.filter((group) => group.count > 0);
  const overdue = work.overdue ? `, neist tähtaja ületanud ${work.overdue}` : '';
  return {
    subject: `Kontori tööd ${day}: ${work.due} ootel${overdue}`,
    text: [
      `Täna (${day}) ootab kontoris ${work.due} tööd${overdue}.`,
      `Kõik tööd ühes vaates: ${cmsUrl}/admin/office`,
      ...groups.flatMap((group) => ['', `${group.title} (${group.count}${group.overdue ? `, tähtaja ületanud ${group.overdue}` : ''})`, ...group.lines.flatMap((line) => lineText(cmsUrl, line))]),
      ...(groups.length ? [] : ['', 'Ootel töid ei ole.']),
      '',
      ...signature,
      '',
    ].join('\n'),
  };
}
