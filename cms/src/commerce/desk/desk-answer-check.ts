/**
 * A staff answer in the Broker desk, checked and turned into what the customer's offer line shows: an offer
 * (money in cents, validity from now) or a decline with the staff's reason. Pure; a broken answer names its field.
 */
import { offerDeadline, tallinnDate } from '@kindlustus/domain';

import type { Fields, RowInput } from '../../rows/rows';

type OfferAnswer = RowInput<'api::offer.offer'>;
export type DeskAnswer = { ok: true; line: OfferAnswer } | { ok: false; field: string; message: string };

/** The instalment schedules a desk offer may allow. */
const schedules = new Set([1, 2, 3, 4, 6, 12]);
const cents = (euros: unknown): number | null => {
  if (euros === null || euros === undefined || euros === '') return null;
  const value = Number(euros);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : Number.NaN;
};
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** An https (or http) address, or a file in the media library (/uploads/…, on the site's origin). */
const isWebAddress = (value: string) => {
  if (/^\/uploads\/[^/?#][^?#]*$/.test(value) && !value.includes('..')) return true;
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

class Refused extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
  }
}
function refuse(field: string, message: string): never {
  throw new Refused(field, message);
}

function rowsOf(value: unknown, field: string, amount: 'optional' | 'required'): Array<{ key: string; amount: number | null; percent: number | null; included: boolean }> {
  return (Array.isArray(value) ? (value as Fields[]) : []).map((row, index) => {
    const key = text(row.name);
    if (!key) refuse(`${field}.${index}.name`, 'give the row a name');
    const amountCents = cents(row.amountEuros);
    if (Number.isNaN(amountCents)) refuse(`${field}.${index}.amountEuros`, 'an amount in euros, 0 or more');
    const percent = row.percent === null || row.percent === undefined || row.percent === '' ? null : Number(row.percent);
    if (percent !== null && !(percent >= 0 && percent <= 100)) refuse(`${field}.${index}.percent`, 'a percent from 0 to 100');
    if (amount === 'required' && amountCents === null) refuse(`${field}.${index}.amountEuros`, 'give the amount in euros');
    return { key, amount: amountCents, percent, included: row.included !== false };
  });
}

function offerLine(answer: Fields, now: Date): OfferAnswer {
  const premium = cents(answer.premiumEuros);
  if (premium === null || Number.isNaN(premium) || premium <= 0) refuse('premiumEuros', 'give the premium for the period in euros');
  const periodMonths = Number(answer.periodMonths ?? 12);
  if (!Number.isInteger(periodMonths) || periodMonths < 1 || periodMonths > 36) refuse('periodMonths', 'whole months from 1 to 36');
  const counts = text(String(answer.instalments ?? '1')).split(/[\s,;]+/).filter(Boolean).map(Number);
  if (!counts.length || counts.some((count) => !schedules.has(count))) refuse('instalments', 'the schedules allowed, e.g. "1, 2, 4, 12" (each of 1, 2, 3, 4, 6, 12)');
  const validityDays = Number(answer.validityDays ?? 14);
  if (!Number.isInteger(validityDays) || validityDays < 1 || validityDays > 90) refuse('validityDays', 'whole days from 1 to 90');
  const covers = rowsOf(answer.coverRows, 'coverRows', 'optional');
  const deductibles = rowsOf(answer.deductibles, 'deductibles', 'optional');
  deductibles.forEach((row, index) => { if (row.amount === null && row.percent === null) refuse(`deductibles.${index}.amountEuros`, 'give an amount in euros or a percent'); });
  const limits = rowsOf(answer.compensationLimits, 'compensationLimits', 'required');
  const documents = (Array.isArray(answer.documents) ? (answer.documents as Fields[]) : []).map((row, index) => {
    if (!text(row.title)) refuse(`documents.${index}.title`, 'give the document a title');
    if (!isWebAddress(text(row.url))) refuse(`documents.${index}.url`, 'a web address starting with https:// or a media library file (/uploads/…)');
    const kind = ['terms', 'ipid'].includes(String(row.kind)) ? String(row.kind) : 'other';
    // The day staff attached it dates the version the sale records when the insurer's own version is not given.
    return { title: text(row.title), url: text(row.url), kind, version: text(row.version) || null, attachedOn: tallinnDate(now) };
  });
  const allowed = [...new Set(counts)].sort((a, b) => a - b);
  return {
    outcome: 'offer',
    reason: null,
    premium,
    periodMonths,
    priceFactors: [],
    coverRows: covers.map(({ key, amount, included }) => ({ key, included, ...(amount === null ? {} : { limit: amount }) })),
    deductibles: deductibles.map(({ key, amount, percent }) => ({ key, ...(amount === null ? {} : { amount }), ...(percent === null ? {} : { percent }) })),
    compensationLimits: limits.map(({ key, amount }) => ({ key, amount })),
    territory: null,
    usage: null,
    extras: [],
    instalmentsAllowed: allowed,
    instalmentOptions: allowed.map((count) => ({ count, premium })),
    indicative: false,
    validUntil: offerDeadline(now, validityDays * 24),
    documentLinks: documents,
  };
}

/** The offer line an answered or declined case writes; an open case writes none. */
export function deskAnswerLine(answer: Fields, now: Date): DeskAnswer {
  try {
    if (answer.state === 'declined') {
      const note = text(answer.declineReason);
      if (!note) refuse('declineReason', 'say why the insurer declined: the customer reads it');
      return { ok: true, line: { outcome: 'declined', reason: 'deskDeclined', declineNote: note } };
    }
    return { ok: true, line: offerLine(answer, now) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}
