import { lazy, Suspense, useEffect, useRef } from 'react';
import { ProductIcon } from '../kit/product-icon';
import { productOfForm } from '@kindlustus/domain/quote-forms';
import { hydratingServerHtml } from '../app/hydration';
import { activateForms, activateOnFirstUse, whenFormNeeded } from '../flows/quote/form-activation';
import { activateNearViewWhenIdle } from '../flows/quote/activate-near-view';
import { loadDraft } from '../flows/quote/form-draft';
import { warmQuoteCode } from '../flows/quote/warm-quote-code';
import { renewalTokenIn } from '../flows/quote/renewal-param';
import { onSummaryChange, readSummary } from '../flows/account/session-summary';
import { headingStyle, sectionStyle } from './styles';
import type { StrapiBlocks } from '../content/generated/cms-shapes';
import { isQuoteForm, type QuoteForm as QuoteFormKey } from '@kindlustus/domain/quote-forms';

export interface QuoteFormView { kind: 'blocks.quote-form'; form: QuoteFormKey; heading: string; intro: string | null }
/** A form the site does not know is left out. */
export const reshapeQuoteForm = (block: StrapiBlocks['blocks.quote-form']): QuoteFormView | null =>
  isQuoteForm(block.form) ? { kind: 'blocks.quote-form', form: block.form, heading: block.heading, intro: block.intro ?? null } : null;

// The form's code and the API client load together (warm-quote-code.ts), when the form is used or comes near view
// once the page has loaded; the build renders it into the page, so the fields are there from the first paint.
const QuoteForm = lazy(() =>
  whenFormNeeded().then(() => {
    warmQuoteCode();
    return import(/* webpackChunkName: "quote-form" */ '../flows/quote/quote-form');
  }),
);

/** A product's quote form block: heading and intro from the CMS, every label from the UI texts. */
export function QuoteFormBlock({ block }: { block: QuoteFormView }) {
  const headingId = `quote-form-${block.form}-heading`;
  // Read while the page hydrates: React hydrates the form's Suspense boundary later, on its own.
  const fromServerHtml = useRef(typeof window !== 'undefined' && hydratingServerHtml());
  const section = useRef<HTMLElement>(null);
  // A draft of this tab (a reload, the back button) or a renewal link's answers come back at once;
  // otherwise the form waits for use, or for being near view once the page has loaded.
  useEffect(() => {
    if (!fromServerHtml.current || loadDraft(block.form) || renewalTokenIn(window.location.search)) {
      activateForms();
      return undefined;
    }
    activateOnFirstUse();
    return section.current ? activateNearViewWhenIdle(section.current) : undefined;
  }, [block.form]);
  // A person acting for a company (the header's choice) finds the form filled with it: its code is needed now.
  // Listened to, not held in state: a render of this block before the form's code arrived would make React drop
  // the form's server HTML (and what was typed in it) for a client render.
  useEffect(() => {
    if (readSummary()?.actingFor) activateForms();
    return onSummaryChange((summary) => {
      if (summary?.actingFor) activateForms();
    });
  }, []);
  return (
    <section ref={section} sx={sectionStyle} aria-labelledby={headingId}>
      <h2 id={headingId} sx={{ ...headingStyle, display: 'flex', alignItems: 'center', gap: 3 }}>
        <ProductIcon product={productOfForm(block.form)} />
        {block.heading}
      </h2>
      {block.intro ? <p sx={{ mt: 0 }}>{block.intro}</p> : null}
      <Suspense fallback={<div sx={{ minHeight: 400 }} />}>
        <QuoteForm form={block.form} />
      </Suspense>
    </section>
  );
}
