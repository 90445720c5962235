/**
 * A policy to conclude in the office: the paid order's facts, the insurer's policy number and PDF. Concluding saves
 * the entry through the document service, so conclusion-checks.ts checks it and issues the policy, as a save in the
 * content manager does.
 */
import type { Core } from '@strapi/strapi';
import { conclusionUid } from '../../commerce/policies/policy-conclusions';
import type { Fields, PolicyConclusionRow } from '../../rows/rows';
import { handled, notFound, refusalOf, type Handled } from './handling-answer';

const facts = ['insurerName', 'product', 'customerName', 'personalCode', 'email', 'insuredObject', 'premium', 'startDate', 'cover', 'paymentReference', 'concludeBy', 'concludedAt'] as const;

export function conclusionHandling(strapi: Core.Strapi) {
  const find = async (documentId: string) =>
    (await strapi.db.query(conclusionUid as never).findOne({ where: { documentId }, populate: { document: true } } as never)) as (PolicyConclusionRow & Fields) | null;

  async function view(documentId: string): Promise<Handled<Fields>> {
    const found = await find(documentId);
    if (!found) return notFound();
    return handled({
      documentId,
      state: found.state,
      facts: Object.fromEntries(facts.map((field) => [field, found[field] ?? null])),
      policyNumber: found.policyNumber ?? null,
      document: found.document ? { id: found.document.id, name: found.document.name } : null,
    });
  }

  /** The insurer's number and the uploaded PDF (a media library file id), and the policy concluded. */
  async function conclude(documentId: string, given: Fields): Promise<Handled<Fields>> {
    if (!(await find(documentId))) return notFound();
    const data: Fields = { state: 'concluded' };
    if (typeof given.policyNumber === 'string') data.policyNumber = given.policyNumber;
    if (given.document !== undefined) data.document = given.document;
    try {
      await strapi.documents(conclusionUid).update({ documentId, data } as never);
    } catch (error) {
      return refusalOf(error);
    }
    return view(documentId);
  }

  return { view, conclude };
}
