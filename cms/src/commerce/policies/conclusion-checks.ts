/**
 * Staff conclude a policy in the admin ("Policies to conclude"): the insurer's number, its PDF, state
 * concluded. Checked when saved (refused with the field named) and then, in the same transaction, the
 * policy gets that number and document, becomes issued, and its e-mail job is enqueued. The document is
 * kept with the policy's own (stored-documents.ts, in every language), then taken out of the media library:
 * an upload there is a public address, and editors browse the library.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { locales } from '@kindlustus/routes';
import { replaceStoredDocuments } from '../../database/stored-document-rows';
import { uploadedBytes } from '../../upload/uploaded-bytes';
import { readActions, refuseField as refuse } from '../../staff/admin-refusal';
import { conclusionUid } from './policy-conclusions';
import { isUniqueViolation } from '../../database/unique-violation';

import type { Fields, MediaFile, PolicyConclusionRow, PolicyRow } from '../../rows/rows';

/** What the policy needs once concluded, and who sends its e-mail. */
export interface ConclusionHooks {
  concluded(policy: { id: number; publicId: string }, trx: Knex.Transaction): Promise<void>;
  /** After the transaction committed: the e-mail's job may run. */
  committed(): void;
}

const policyUid = 'api::policy.policy';
/** The fields staff give; everything else the shop wrote from the paid order. */
const staffFields = ['policyNumber', 'document', 'state'] as const;
// An insurer's policy number: letters and digits, with dashes, slashes, dots or spaces inside; 4 to 40 characters.
const saneNumber = /^[\p{L}\p{N}][\p{L}\p{N} ./-]{2,38}[\p{L}\p{N}]$/u;

/** The file id a media value names: an id, or the file itself as the admin sends it. */
function fileIdOf(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const id = typeof value === 'object' ? (value as Fields).id : value;
  return Number.isInteger(Number(id)) ? Number(id) : null;
}

async function checkedPdf(strapi: Core.Strapi, fileId: number | null | undefined): Promise<{ file: MediaFile; pdf: Buffer }> {
  const file = fileId ? ((await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId } })) as MediaFile | null) : null;
  if (!file) return refuse('document', "upload the insurer's policy document (a PDF) before concluding");
  const bytes = await uploadedBytes(strapi, String(file.url)).catch(() => null);
  if (file.mime !== 'application/pdf' || !bytes || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return refuse('document', `${String(file.name)} is not a PDF`);
  return { file, pdf: bytes };
}

export function registerConclusionChecks(strapi: Core.Strapi, hooks: () => ConclusionHooks): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== conclusionUid || readActions.has(context.action)) return next();
    if (context.action !== 'update') refuse('state', 'policies to conclude come from customers\' payments: they cannot be added, copied or deleted here');
    const params = context.params as { documentId?: string; data?: Fields };
    const stored = (await strapi.db.query(conclusionUid).findOne({ where: { documentId: params.documentId }, populate: { document: true } } as never)) as PolicyConclusionRow | null;
    if (!stored) return next();
    if (stored.state === 'concluded') refuse('state', `this policy was concluded already (number ${stored.policyNumber})`);
    const given = params.data ?? {};
    // Only the staff's fields are written; the rest stays as the paid order had it.
    const data: Fields = Object.fromEntries(staffFields.filter((field) => given[field] !== undefined).map((field) => [field, given[field]]));
    if (typeof data.policyNumber === 'string') data.policyNumber = data.policyNumber.trim();
    params.data = data;
    const number: unknown = data.policyNumber ?? stored.policyNumber;
    if (number && !saneNumber.test(String(number))) refuse('policyNumber', `"${String(number)}" is not a policy number: 4–40 letters and digits, with - / . or spaces between them`);
    if (data.state !== 'concluded') return next();
    if (!number) refuse('policyNumber', "enter the insurer's policy number before concluding");
    const fileId = fileIdOf(data.document);
    const { file, pdf } = await checkedPdf(strapi, fileId === undefined ? stored.document?.id : fileId);

    const result = await strapi.db.transaction(async ({ trx }) => {
      const policy = (await strapi.db.query(policyUid).findOne({ where: { publicId: stored.policyId }, select: ['id', 'publicId'] })) as Pick<PolicyRow, 'id' | 'publicId'> | null;
      if (!policy) refuse('state', 'the policy of this entry no longer exists');
      let claimed: { count: number };
      try {
        // Conditional on the state: of two saves at once, one concludes and the other is refused.
        claimed = await strapi.db.query(policyUid).updateMany({
          where: { id: policy!.id, state: 'concluding' },
          data: { policyNumber: String(number), state: 'issued', issuedAt: new Date(), updatedAt: new Date() },
        });
      } catch (error) {
        if (isUniqueViolation(error)) refuse('policyNumber', `another policy has the number ${String(number)}`);
        throw error;
      }
      if (claimed.count !== 1) refuse('state', 'this policy was concluded already');
      // The insurer's document is the policy's in every language: the download and the e-mail find it there.
      await replaceStoredDocuments(trx, String(number), locales, pdf);
      const saved = await next();
      await strapi.db.query(conclusionUid).updateMany({ where: { id: stored.id }, data: { concludedAt: new Date() } });
      await hooks().concluded({ id: policy!.id, publicId: String(policy!.publicId) }, trx);
      return saved;
    });
    hooks().committed();
    await strapi.plugin('upload').service('upload').remove(file).catch((error: unknown) => strapi.log.error(`Concluded policy ${String(number)}: its upload ${String(file.url)} was not removed: ${String(error)}`));
    return result;
  });
}
