import { z } from 'zod';
import { validated, type FieldError, type Validated } from './quote-input';

/**
 * A job application as the careers form sends it and the API checks it. Error messages are codes
 * the site translates (UI texts, namespace `forms`).
 */
export const cvLimits = {
  maxBytes: 10 * 1024 * 1024,
  extensions: ['pdf', 'doc', 'docx', 'txt', 'rtf'] as const,
};
/** The longest text each field takes (the form sets them as maxlength too). */
export const applicationFieldLimits = { firstName: 100, lastName: 100, email: 255, phone: 21, coverLetter: 10_000, linkedinUrl: 300 } as const;
/** How long an application is kept, in days: without the keep-consent, and at most with it. */
export const applicationRetention = { defaultDays: 180, maxConsentDays: 730 };

const required = { error: 'required' } as const;
const text = (max: number) => z.string(required).trim().min(1, required).max(max, { error: 'tooLong' });
const checked = (value: unknown) => value === true || value === 'true' || value === 'on';

const applicationSchema = z.object({
  firstName: text(applicationFieldLimits.firstName),
  lastName: text(applicationFieldLimits.lastName),
  email: z.string(required).trim().min(1, required).max(applicationFieldLimits.email, { error: 'tooLong' }).pipe(z.email({ error: 'invalidEmail' })),
  phone: z.string(required).trim().min(1, required).regex(/^\+?[0-9 ()-]{7,20}$/, { error: 'invalidPhone' }),
  /** The job's document id, or empty for an open application. */
  jobId: z.string().trim().max(64).optional().default(''),
  coverLetter: z.string().trim().max(applicationFieldLimits.coverLetter, { error: 'tooLong' }).optional().default(''),
  linkedinUrl: z
    .string()
    .trim()
    .max(applicationFieldLimits.linkedinUrl, { error: 'tooLong' })
    .optional()
    .default('')
    .refine((url) => !url || /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/.+/i.test(url), { error: 'invalidUrl' }),
  consentProcessing: z.unknown().refine(checked, { error: 'consentRequired' }).transform(() => true),
  consentRetention: z.unknown().optional().transform(checked),
  language: z.enum(['et', 'ru', 'en']).catch('et'),
});

export type ApplicationInput = z.output<typeof applicationSchema>;

export function validateApplication(input: unknown): Validated<ApplicationInput> {
  return validated(applicationSchema.safeParse(input));
}

export interface CvFile {
  name: string;
  size: number;
  /** The first bytes of the file, to check it is what its name says. */
  head?: Uint8Array;
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((byte, index) => head[index] === byte);

/** What a CV's first bytes must look like per type (the browser's MIME type is not trusted). */
function contentMatches(extension: string, head: Uint8Array): boolean {
  switch (extension) {
    case 'pdf':
      return startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]);
    case 'doc':
      return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'docx':
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
    case 'rtf':
      return startsWith(head, [0x7b, 0x5c, 0x72, 0x74, 0x66]);
    case 'txt':
      return !head.includes(0);
    default:
      return false;
  }
}

/** The CV's problem, or null: required, not empty, at most 10 MB, one of the allowed types. */
export function cvProblem(file: CvFile | null | undefined): FieldError | null {
  if (!file) return { field: 'cv', code: 'fileRequired' };
  if (file.size === 0) return { field: 'cv', code: 'fileEmpty' };
  if (file.size > cvLimits.maxBytes) return { field: 'cv', code: 'fileTooLarge', params: { maxMb: cvLimits.maxBytes / 1024 / 1024 } };
  const extension = extensionOf(file.name);
  if (!(cvLimits.extensions as readonly string[]).includes(extension) || (file.head && !contentMatches(extension, file.head))) {
    return { field: 'cv', code: 'fileType', params: { types: cvLimits.extensions.join(', ') } };
  }
  return null;
}
