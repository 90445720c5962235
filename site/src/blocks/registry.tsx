import type { ComponentType } from 'react';
import type { StrapiBlock, StrapiBlocks } from '../content/generated/cms-shapes';
import type { BlockComponentName } from '../content/generated/block-names';
import { blockSourcesOf, type BlockSourcesQueryData, type StrapiPageContent } from '../content/page-data';
import type { BlockSources } from '../content/reshape';
import { ApplicationFormBlock, reshapeApplicationForm } from './application-form';
import { ContactCard, reshapeContactCard } from './contact-card';
import { CoverTable, reshapeCoverTable } from './cover-table';
import { Cta, reshapeCta } from './cta';
import { FaqList, reshapeFaqList } from './faq-list';
import { Hero, reshapeHero } from './hero';
import { InsurerLogos, reshapeInsurerLogos } from './insurer-logos';
import { JobList, reshapeJobList } from './job-list';
import { mainActionBlock } from './main-action';
import { Notice, reshapeNotice } from './notice';
import { ProductCards, reshapeProductCards } from './product-cards';
import { QuoteFormBlock, reshapeQuoteForm } from './quote-form';
import { RichText, reshapeRichText } from './rich-text';
import { Testimonial, reshapeTestimonial } from './testimonial';
import { TrustSignals, reshapeTrustSignals } from './trust-signals';
import { FeatureList, Steps, reshapeFeatureList, reshapeSteps } from './titled-items';

/** `mainAction`: this block's button is the page's one main action (see main-action.ts). */
type BlockProps<View> = { block: View; isFirst: boolean; mainAction: boolean };
/** A block's part of the registry: its CMS fields as drawn (null: left out), and the component drawing that. */
const entry = <Fields, View>(reshape: (block: Fields, sources: BlockSources) => View | null, Component: ComponentType<BlockProps<View>>) => ({ reshape, Component });

/** The one block registry: CMS block name (the page's dynamic zone) → its reshaping and its component. */
export const blockRegistry = {
  'blocks.hero': entry(reshapeHero, Hero),
  'blocks.rich-text': entry(reshapeRichText, RichText),
  'blocks.feature-list': entry(reshapeFeatureList, FeatureList),
  'blocks.steps': entry(reshapeSteps, Steps),
  'blocks.cover-table': entry(reshapeCoverTable, CoverTable),
  'blocks.faq-list': entry(reshapeFaqList, FaqList),
  'blocks.product-cards': entry(reshapeProductCards, ProductCards),
  'blocks.insurer-logos': entry(reshapeInsurerLogos, InsurerLogos),
  'blocks.cta': entry(reshapeCta, Cta),
  'blocks.contact-card': entry(reshapeContactCard, ContactCard),
  'blocks.trust-signals': entry(reshapeTrustSignals, TrustSignals),
  'blocks.job-list': entry(reshapeJobList, JobList),
  'blocks.testimonial': entry(reshapeTestimonial, Testimonial),
  'blocks.notice': entry(reshapeNotice, Notice),
  'blocks.application-form': entry(reshapeApplicationForm, ApplicationFormBlock),
  'blocks.quote-form': entry(reshapeQuoteForm, QuoteFormBlock),
} satisfies { [K in BlockComponentName]: { reshape: (block: StrapiBlocks[K], sources: BlockSources) => unknown } };

type Registry = typeof blockRegistry;
/** A block as drawn: what its reshaping returns. */
export type Block = { [K in BlockComponentName]: NonNullable<ReturnType<Registry[K]['reshape']>> }[BlockComponentName];

const isKnown = (name: string | undefined): name is BlockComponentName => Boolean(name && Object.prototype.hasOwnProperty.call(blockRegistry, name));

/** A CMS block as drawn; null for a block the site does not know (it renders nothing). */
export function reshapeBlock(block: StrapiBlock | { strapi_component?: string }, sources: BlockSources): Block | null {
  const name = block.strapi_component;
  if (!isKnown(name)) return null;
  const reshape = blockRegistry[name].reshape as (block: unknown, sources: BlockSources) => Block | null;
  return reshape(block, sources);
}

export function blocksOf(page: StrapiPageContent | null | undefined, sources: BlockSourcesQueryData): Block[] {
  const blockSources = blockSourcesOf(sources);
  return (page?.blocks ?? []).flatMap((block) => {
    const reshaped = reshapeBlock(block, blockSources);
    return reshaped ? [reshaped] : [];
  });
}

/** A page's blocks; `withFlow`: a client-only flow is drawn below them, and its button is the main action. */
export function Blocks({ blocks, withFlow = false }: { blocks: Block[]; withFlow?: boolean }) {
  const mainAction = mainActionBlock(blocks, withFlow);
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockRegistry[block.kind].Component as ComponentType<BlockProps<Block>>;
        return <Component key={index} block={block} isFirst={index === 0} mainAction={index === mainAction} />;
      })}
    </>
  );
}
