import DOMPurify from 'dompurify';
import { markdownToHtml } from '../content/markdown';
import { reshapeBlock, type Block } from '../blocks/registry';
import { draftFields } from '../content/generated/draft-fields';
import { reshapeJob, type BlockSources, type StrapiJob } from '../content/reshape';
import type { Job } from '../content/types';

/**
 * Drafts come from the CMS's REST API (GET /api/previews/…), not from Gatsby's sourcing: this file
 * turns them into the shapes the site's reshaping already knows, so a preview renders exactly as
 * the built page will (Markdown included, with the same pipeline; which fields are Markdown, answer under
 * another name or nest comes from the CMS's schemas, generated/draft-fields.ts). A draft may come from any author
 * and is shown on the site's own origin before anyone reviewed it, so its HTML is sanitised.
 */
type Rest = Record<string, any>;
const markdownField = (markdown: unknown) => ({
  data: { fields: { html: DOMPurify.sanitize(markdownToHtml(typeof markdown === 'string' ? markdown : '')) } },
});
/** A CMS calendar date as the site shows it (dd.MM.yyyy; a calendar date has no time zone to shift). */
const shownDate = (date: unknown) => (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.split('-').reverse().join('.') : '');

export function draftJob(job: Rest): Job {
  const sourced: StrapiJob = {
    documentId: String(job.documentId ?? ''),
    title: job.title ?? '',
    slug: job.slug ?? '',
    summary: job.summary ?? '',
    location: job.location ?? '',
    department: job.department ?? null,
    employmentType: job.employmentType ?? 'full-time',
    datePosted: job.datePosted ?? '',
    validThrough: job.validThrough ?? '',
    datePostedShown: shownDate(job.datePosted),
    validThroughShown: shownDate(job.validThrough),
    salaryMin: job.salaryMin ?? null,
    salaryMax: job.salaryMax ?? null,
    openings: job.openings ?? 1,
    contactEmail: job.contactEmail ?? null,
    body: markdownField(job.body),
  };
  return reshapeJob(sourced);
}

/** A draft's fields of one type (block, component, related document) as sourcing gives them. */
function sourced(fields: Rest, uid: string): Rest {
  const turned: Rest = { ...fields };
  for (const [name, field] of Object.entries(draftFields[uid] ?? {})) {
    const value = fields[name];
    const nested = (item: unknown) => (item && typeof item === 'object' ? sourced(item as Rest, field.of!) : item);
    const shaped = field.markdown ? markdownField(value) : field.of ? (Array.isArray(value) ? value.map(nested) : nested(value)) : value;
    if (field.as) delete turned[name];
    turned[field.as ?? name] = shaped;
  }
  return turned;
}

function sourcedBlock(block: Rest) {
  const { __component, id: _id, ...fields } = block;
  return { ...sourced(fields, String(__component)), strapi_component: String(__component) };
}

/** A product's draft as the site shows a product: its card (name, pitch, quote link) and its questions. */
export function draftProductBlocks(product: Rest, faqHeading: string, sources: BlockSources): Block[] {
  return draftBlocks(
    [
      { __component: 'blocks.product-cards', heading: product.name ?? '', products: [product] },
      ...((product.faq ?? []).length ? [{ __component: 'blocks.faq-list', heading: faqHeading, product }] : []),
    ],
    sources,
  );
}

export function draftBlocks(blocks: Rest[] | null | undefined, sources: BlockSources): Block[] {
  return (blocks ?? []).flatMap((block) => {
    const view = reshapeBlock(sourcedBlock(block), sources);
    return view ? [view] : [];
  });
}
