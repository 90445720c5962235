import type { Core } from '@strapi/strapi';
import { dataRequestLastDay, dottedDate, reminderDue, summaryDayDue, type OfficeDeadline } from '@kindlustus/domain';
import { sendMail } from '../adapters/mail/send-mail';
import { deskCaseOpenedTask } from '../commerce/desk/desk-service';
import type { TaskQueue } from '../background-work/task-queue';
import type { TaskHandler } from '../background-work/task-worker';
import { readPrivacySettings } from '../privacy/privacy-settings';
import type { TermCatalogue } from '../terms/term-catalogue';
import type { TermWords } from '../terms/term-words';
import { todayWork, type OfficeLine, type OfficeRecords } from './office-lines';
import { deadlineMail, newDeskCaseMail, summaryMail, type RemindedGroup } from './office-mails';
import { readOfficeRecords, readTodayWork } from './today';

/** A deadline's reminder; its subject names the record and the deadline (one reminder each). */
export const officeDeadlineTask = 'officeDeadlineMail';
/** The daily summary; its subject is the Tallinn day (one summary a day, whichever replica enqueues it). */
export const officeSummaryTask = 'officeSummaryMail';

export interface OfficeNoticeSettings {
  /** From this Tallinn hour on the day's summary is sent; null: no summary. */
  summaryHour: number | null;
  /** How long before a desk case's or a conclusion's deadline its reminder goes. */
  reminderLeadMs: number;
}

export interface OfficeNoticeDeps {
  strapi: Core.Strapi;
  queue: TaskQueue;
  wake: () => void;
  cmsUrl: () => string;
  /** The desk office (its key in the CMS): its e-mail is the office's. */
  officeKey: string;
  settings: OfficeNoticeSettings;
  /** The CMS's words of the insurance terms: the product names in the office's lines. */
  terms: TermCatalogue;
  now?: () => Date;
}

const noRecords: OfficeRecords = { deskCases: [], conclusions: [], refunds: [], invoices: [], dataRequests: [], failingTasks: null };
const onlyLine = (records: Partial<OfficeRecords>, now: Date, terms: TermWords): OfficeLine | undefined =>
  todayWork({ ...noRecords, ...records }, now, terms).groups.find((group) => group.count > 0)?.lines[0];

/**
 * The e-mails to the broker's office: a new desk case (a job enqueued with the case), a deadline about to pass
 * and the daily summary (enqueued by the housekeeping sweep). Each is a background job enqueued once per kind and
 * subject, so a reminder or a day's summary goes once however many replicas sweep. Sent to the desk office's
 * e-mail, else the broker's address (privacy settings' brokerEmail, BROKER_EMAIL); without either none is sent.
 */
export function createOfficeNotices(deps: OfficeNoticeDeps) {
  const { strapi, queue } = deps;
  const now = deps.now ?? (() => new Date());
  let summaryEnqueued: string | null = null;

  async function officeAddress(): Promise<string | null> {
    const office = await strapi.documents('api::office.office' as never).findFirst({ filters: { key: deps.officeKey }, locale: 'et', status: 'published', fields: ['email'] } as never) as { email?: string | null } | null;
    return office?.email || (await readPrivacySettings(strapi)).brokerEmail;
  }

  async function send(mail: { subject: string; text: string }): Promise<void> {
    const to = await officeAddress();
    if (to) await sendMail(strapi, { to, ...mail });
  }

  /** The open records whose reminder is due: each with its group, record and deadline. */
  function dueReminders(records: OfficeRecords, at: Date): Array<{ group: RemindedGroup; documentId: string; deadline: OfficeDeadline }> {
    const instant = (value: string | Date | null | undefined): OfficeDeadline | null => (value ? { kind: 'instant', at: new Date(value) } : null);
    const candidates = [
      ...records.deskCases.map((row) => ({ group: 'deskCases' as const, documentId: row.documentId, deadline: instant(row.answerBy) })),
      ...records.conclusions.map((row) => ({ group: 'conclusions' as const, documentId: row.documentId, deadline: instant(row.concludeBy) })),
      ...records.dataRequests.map((row) => ({
        group: 'dataRequests' as const, documentId: row.documentId,
        deadline: { kind: 'day', day: dataRequestLastDay(new Date(row.requestedAt ?? row.createdAt ?? at)) } as OfficeDeadline,
      })),
    ];
    return candidates.filter((entry): entry is typeof entry & { deadline: OfficeDeadline } => Boolean(entry.deadline && reminderDue(entry.deadline, at, deps.settings.reminderLeadMs)));
  }

  /** The sweep's part: reminders now due and the day's summary, as jobs (each once). Answers how many were enqueued. */
  async function enqueueDue(): Promise<number> {
    const at = now();
    let added = 0;
    for (const { group, documentId, deadline } of dueReminders(await readOfficeRecords(strapi, false), at)) {
      const when = deadline.kind === 'instant' ? deadline.at.toISOString() : deadline.day;
      if (await queue.enqueue(officeDeadlineTask, `${group}:${documentId}:${when}`, { group, documentId })) added += 1;
    }
    const day = deps.settings.summaryHour === null ? null : summaryDayDue(at, deps.settings.summaryHour);
    // Not before the office has an address (a CMS seeds its offices after its first sweep); then once a day.
    if (day && day !== summaryEnqueued && (await officeAddress())) {
      if (await queue.enqueue(officeSummaryTask, day, { day })) added += 1;
      summaryEnqueued = day;
    }
    if (added) deps.wake();
    return added;
  }

  /** The record of a reminder, still open: its line as staff read it (undefined once handled). */
  async function openLine(group: RemindedGroup, documentId: string): Promise<OfficeLine | undefined> {
    const records = await readOfficeRecords(strapi, false);
    const rows = records[group].filter((row) => row.documentId === documentId);
    return onlyLine({ [group]: rows }, now(), await deps.terms.words('et'));
  }

  const handlers: Record<string, TaskHandler> = {
    async [deskCaseOpenedTask](job) {
      const row = await strapi.db.query('api::desk-case.desk-case').findOne({ where: { lineId: String(job.payload.lineId), state: 'open' } });
      const line = row && onlyLine({ deskCases: [row] }, now(), await deps.terms.words('et'));
      if (line) await send(newDeskCaseMail(deps.cmsUrl(), line));
    },
    async [officeDeadlineTask](job) {
      const group = job.payload.group as RemindedGroup;
      const line = await openLine(group, String(job.payload.documentId));
      // Handled meanwhile, or already late (today's work shows it): no reminder.
      if (line && !line.overdue) await send(deadlineMail(deps.cmsUrl(), group, line));
    },
    async [officeSummaryTask](job) {
      await send(summaryMail(deps.cmsUrl(), dottedDate(String(job.payload.day)), await readTodayWork(strapi, false, await deps.terms.words('et'), now())));
    },
  };

  return { enqueueDue, handlers, officeAddress };
}

export type OfficeNotices = ReturnType<typeof createOfficeNotices>;
