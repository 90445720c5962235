import { applicationFieldLimits, type FieldError } from '@kindlustus/domain';

export type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'jobId' | 'coverLetter' | 'linkedinUrl';
export type CheckField = 'consentProcessing' | 'consentRetention';
export type Field = TextField | CheckField | 'cv';
export type Values = Record<TextField, string> & Record<CheckField, boolean>;
export type FieldErrors = Partial<Record<Field, FieldError>>;

/** The fields in the order they appear: the first one in error gets the focus. */
export const fieldOrder: Field[] = ['firstName', 'lastName', 'email', 'phone', 'jobId', 'cv', 'coverLetter', 'linkedinUrl', 'consentProcessing', 'consentRetention'];

export const emptyValues: Values = {
  firstName: '', lastName: '', email: '', phone: '', jobId: '', coverLetter: '', linkedinUrl: '',
  consentProcessing: false, consentRetention: false,
};

export const fieldId = (field: Field) => `application-${field}`;

/** The four required contact fields, one text input each. */
export const contactInputs = [
  { field: 'firstName', label: 'careers:firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'careers:lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'careers:email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'careers:phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** The first error of each field of the form (the browser's and the server's errors alike); others are dropped. */
export function errorsByField(found: FieldError[]): FieldErrors {
  const byField: FieldErrors = {};
  for (const error of found) {
    const field = (fieldOrder as string[]).includes(error.field) ? (error.field as Field) : null;
    if (field && !byField[field]) byField[field] = error;
  }
  return byField;
}

/** A field's length limit, for the messages that name it. */
export const limitOf = (field: string): number | undefined =>
  field in applicationFieldLimits ? applicationFieldLimits[field as keyof typeof applicationFieldLimits] : undefined;
