/**
 * A desk case in the office: what the customer asked (a readable form), its facts, what staff fill in, and the
 * answer or decline. Answering saves the case through the document service, so the content manager's checks and
 * effects (desk-checks.ts: the offer line, the customer's e-mail) are the same ones.
 */
import type { Core } from '@strapi/strapi';
import type { TermCatalogue } from '../../terms/term-catalogue';
import { productName } from '../../terms/term-words';
import { deskAnswerLine } from '../../commerce/desk/desk-answer-check';
import { answerPairs } from '../../commerce/desk/desk-answers';
import { deskCaseUid, deskStaffLabels } from '../../commerce/desk/desk-service';
import type { DeskCaseRow, Fields, OfferRow } from '../../rows/rows';
import { handled, notFound, refusalOf, refused, type Handled } from './handling-answer';

const components = ['coverRows', 'deductibles', 'compensationLimits', 'documents'] as const;
/** What staff fill in for an offer; a decline takes its note only. Everything else on a case is the customer's. */
const offerFields = ['premiumEuros', 'periodMonths', 'instalments', 'validityDays', ...components, 'internalReason'] as const;
const declineFields = ['declineReason', 'internalReason'] as const;

const picked = (given: Fields, fields: readonly string[]): Fields => Object.fromEntries(fields.filter((field) => given[field] !== undefined).map((field) => [field, given[field]]));
/** A component row as staff edit it: without Strapi's ids. */
const rowsOf = (value: unknown): Fields[] => (Array.isArray(value) ? (value as Fields[]).map(({ id: _id, ...row }) => row) : []);

export function deskCaseHandling(strapi: Core.Strapi, terms: () => TermCatalogue) {
  const find = async (documentId: string) =>
    (await strapi.db.query(deskCaseUid as never).findOne({ where: { documentId }, populate: components } as never)) as (DeskCaseRow & Fields) | null;

  async function view(documentId: string): Promise<Handled<Fields>> {
    const found = await find(documentId);
    if (!found) return notFound();
    const labels = await deskStaffLabels(strapi);
    const line = found.state === 'open' ? null : ((await strapi.db.query('api::offer.offer' as never).findOne({ where: { publicId: found.lineId } } as never)) as OfferRow | null);
    return handled({
      documentId,
      state: found.state,
      facts: {
        product: productName(await terms().words('et'), found.product), insurerName: found.insurerName, office: found.office, answerBy: found.answerBy,
        customerEmail: found.customerEmail, customerPhone: found.customerPhone, customerLanguage: found.customerLanguage,
        vehicle: found.vehicle, repeats: found.repeats ?? 0, answeredAt: found.answeredAt,
      },
      answers: answerPairs(found.answersData ?? {}, null, labels),
      staff: {
        ...picked(found, [...offerFields, 'declineReason']),
        ...Object.fromEntries(components.map((field) => [field, rowsOf(found[field])])),
      },
      line: line ? { outcome: line.outcome, premium: line.premium, instalmentsAllowed: line.instalmentsAllowed, validUntil: line.validUntil, declineNote: line.declineNote } : null,
    });
  }

  /** The customer's side of an answer before it is given: the offer line (or the decline) the checks would write. */
  function preview(given: Fields, decision: 'answered' | 'declined'): Handled<Fields> {
    const checked = deskAnswerLine({ ...given, state: decision }, new Date());
    return checked.ok ? handled(checked.line as Fields) : refused(422, checked.field, checked.message);
  }

  async function decide(documentId: string, given: Fields, decision: 'answered' | 'declined'): Promise<Handled<Fields>> {
    if (!(await find(documentId))) return notFound();
    const data: Fields = { ...picked(given, decision === 'answered' ? offerFields : declineFields), state: decision };
    for (const field of components) if (data[field] !== undefined) data[field] = rowsOf(data[field]);
    try {
      await strapi.documents(deskCaseUid).update({ documentId, data } as never);
    } catch (error) {
      return refusalOf(error);
    }
    return view(documentId);
  }

  return { view, preview, decide };
}
