import { openSync, readSync, closeSync } from 'fs';
import type { Core } from '@strapi/strapi';
import { addDays, applicationRetention, cvLimits, cvProblem, todayInTallinn, validateApplication, type FieldError } from '@kindlustus/domain';
import type { CaptchaVerifier } from '../adapters/captcha/captcha-verifier';
import { sendMail } from '../adapters/mail/send-mail';
import { databaseRateLimiter } from '../rate-limits/rate-limit';
import type { CvStorage } from './cv-storage';

import type { JobApplicationRow, JobRow } from '../rows/rows';
export interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  size: number;
}
/** Who sends an application: the address as seen (for the captcha service) and as limits count it (addressKey). */
export interface ApplyingClient {
  ip: string;
  addressKey: string;
}
export type ApplyOutcome = { ok: true; id: string } | { ok: false; status: number; code: string; errors: FieldError[] };

export interface ApplicationDeps {
  strapi: Core.Strapi;
  captcha: CaptchaVerifier;
  storage: CvStorage;
  /** Days an application with the keep-consent is kept (told to the applicant on the form). */
  keepDays: number;
  defaultHrEmail: string;
  /** perAddress: by the client's address as the trusted proxy gives it (not by a cookie the client can drop). */
  limits: { perAddress: { burst: number; perMinute: number }; perEmail: { burst: number; perMinute: number } };
  now?: () => Date;
}

function headOf(file: string): Uint8Array {
  const head = Buffer.alloc(16);
  const handle = openSync(file, 'r');
  try {
    const read = readSync(handle, head, 0, head.length, 0);
    return head.subarray(0, read);
  } finally {
    closeSync(handle);
  }
}

const refuse = (status: number, code: string, errors: FieldError[] = []): ApplyOutcome => ({ ok: false, status, code, errors });

/**
 * Takes an application from the careers form: checks the captcha token with the captcha service,
 * the fields and the CV (size and real type, on the server), stores it with the CV kept privately,
 * and tells the job's contact (or HR) by e-mail.
 */
export function createApplicationService(deps: ApplicationDeps) {
  const { strapi } = deps;
  const now = deps.now ?? (() => new Date());
  const addressLimiter = databaseRateLimiter(() => strapi.db.connection, 'apply-address', deps.limits.perAddress);
  const emailLimiter = databaseRateLimiter(() => strapi.db.connection, 'apply-email', deps.limits.perEmail);
  const applications = () => strapi.db.query('api::job-application.job-application');

  async function apply(fields: Record<string, unknown>, cv: UploadedFile | undefined, client: ApplyingClient): Promise<ApplyOutcome> {
    // Before the captcha: a flood from one address is stopped without asking the captcha service each time.
    if (!(await addressLimiter.take(client.addressKey))) return refuse(429, 'tooManyRequests');
    const verdict = await deps.captcha.verify(String(fields.captchaToken ?? ''), client.ip);
    if (!verdict.ok) return refuse(verdict.reason === 'unavailable' || verdict.reason === 'misconfigured' ? 503 : 400, 'captchaFailed');

    const checked = validateApplication(fields);
    const fileError = cvProblem(cv ? { name: cv.originalFilename ?? '', size: cv.size, head: cv.size > 0 ? headOf(cv.filepath) : undefined } : null);
    const errors = [...(checked.ok ? [] : checked.errors), ...(fileError ? [fileError] : [])];
    if (!checked.ok || fileError) return refuse(fileError?.code === 'fileTooLarge' && errors.length === 1 ? 413 : 400, 'invalidInput', errors);
    const input = checked.value;
    if (!(await emailLimiter.take(input.email.toLowerCase()))) return refuse(429, 'tooManyRequests');

    const job = input.jobId
      ? await strapi.documents('api::job.job').findOne({ documentId: input.jobId, locale: input.language, status: 'published' })
      : null;
    if (input.jobId && !job) return refuse(400, 'invalidInput', [{ field: 'jobId', code: 'invalidChoice' }]);

    const extension = /\.([a-z0-9]+)$/i.exec(cv!.originalFilename ?? '')![1]!.toLowerCase();
    const cvKey = await deps.storage.keep(cv!.filepath, extension);
    const today = todayInTallinn(now());
    const row = await applications().create({
      data: {
        stage: 'new',
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        jobDocumentId: job?.documentId ?? null,
        jobTitle: job?.title ?? null,
        language: input.language,
        coverLetter: input.coverLetter,
        linkedinUrl: input.linkedinUrl || null,
        consentProcessing: true,
        consentRetention: input.consentRetention,
        deleteAfter: addDays(today, input.consentRetention ? deps.keepDays : applicationRetention.defaultDays),
        cvFileName: (cv!.originalFilename ?? `cv.${extension}`).slice(-255),
        cvSize: cv!.size,
        cvKey,
      },
    });
    await notify(row, (job as Pick<JobRow, 'contactEmail'> | null)?.contactEmail || deps.defaultHrEmail);
    return { ok: true, id: row.documentId };
  }

  /** `row`: the application just stored, with its CV. */
  async function notify(row: Omit<JobApplicationRow, 'cvSize'> & { cvSize: number }, to: string): Promise<void> {
    const subject = `Uus kandideerimine: ${row.jobTitle ?? 'avalik kandideerimine'} — ${row.firstName} ${row.lastName}`;
    const text = [
      `${row.firstName} ${row.lastName} kandideeris${row.jobTitle ? ` ametikohale "${row.jobTitle}"` : ' (avalik kandideerimine)'}.`,
      `E-post: ${row.email}`,
      `Telefon: ${row.phone}`,
      row.linkedinUrl ? `LinkedIn: ${row.linkedinUrl}` : null,
      `CV: ${row.cvFileName} (${Math.ceil(row.cvSize / 1024)} kB) — vaata halduses: Content Manager → Job application.`,
      '',
      row.coverLetter || '',
    ].filter((line) => line !== null).join('\n');
    try {
      await sendMail(strapi, { to, subject, text });
    } catch (error) {
      // The application is stored either way; HR sees it in the admin.
      strapi.log.error(`Could not send the application notice to ${to}: ${(error as Error).message}`);
    }
  }

  /** Deletes applications past their retention date, with their CVs. */
  async function forgetExpired(): Promise<number> {
    const expired = await applications().findMany({ where: { deleteAfter: { $lt: todayInTallinn(now()) } }, select: ['id', 'cvKey'], limit: 500 });
    for (const row of expired) {
      if (row.cvKey) deps.storage.remove(row.cvKey);
      await applications().delete({ where: { id: row.id } });
    }
    return expired.length;
  }

  async function cvOf(documentId: string): Promise<{ name: string; stream: NodeJS.ReadableStream } | null> {
    const row = await applications().findOne({ where: { documentId } });
    const stream = row?.cvKey ? deps.storage.open(row.cvKey) : null;
    return stream ? { name: row.cvFileName, stream } : null;
  }

  /** What the form tells the applicant: how long applications are kept and which CVs are taken. */
  function terms() {
    return {
      keepDays: deps.keepDays,
      defaultKeepDays: applicationRetention.defaultDays,
      cvMaxMb: cvLimits.maxBytes / 1024 / 1024,
      cvTypes: [...cvLimits.extensions],
    };
  }

  return { apply, forgetExpired, cvOf, terms };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
