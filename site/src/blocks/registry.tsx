import type { ComponentType } from 'react';
import type { Block } from '../content/types';
import { ApplicationFormBlock } from './application-form';
import type { BlockComponentName } from './block-names';
import { ContactCard } from './contact-card';
import { CoverTable } from './cover-table';
import { Cta } from './cta';
import { FaqList } from './faq-list';
import { Hero } from './hero';
import { InsurerLogos } from './insurer-logos';
import { JobList } from './job-list';
import { mainActionBlock } from './main-action';
import { Notice } from './notice';
import { ProductCards } from './product-cards';
import { QuoteFormBlock } from './quote-form';
import { RichText } from './rich-text';
import { Testimonial } from './testimonial';
import { TrustSignals } from './trust-signals';
import { FeatureList, Steps } from './titled-items';

/** `mainAction`: this block's button is the page's one main action (see main-action.ts). */
type BlockProps<K extends BlockComponentName> = { block: Extract<Block, { kind: K }>; isFirst: boolean; mainAction: boolean };

/** The one block registry: CMS block name → component. */
export const blockRegistry: { [K in BlockComponentName]: ComponentType<BlockProps<K>> } = {
  'blocks.hero': Hero,
  'blocks.rich-text': RichText,
  'blocks.feature-list': FeatureList,
  'blocks.steps': Steps,
  'blocks.cover-table': CoverTable,
  'blocks.faq-list': FaqList,
  'blocks.product-cards': ProductCards,
  'blocks.insurer-logos': InsurerLogos,
  'blocks.cta': Cta,
  'blocks.contact-card': ContactCard,
  'blocks.trust-signals': TrustSignals,
  'blocks.job-list': JobList,
  'blocks.testimonial': Testimonial,
  'blocks.notice': Notice,
  'blocks.application-form': ApplicationFormBlock,
  'blocks.quote-form': QuoteFormBlock,
};

/** A page's blocks; `withFlow`: a client-only flow is drawn below them, and its button is the main action. */
export function Blocks({ blocks, withFlow = false }: { blocks: Block[]; withFlow?: boolean }) {
  const mainAction = mainActionBlock(blocks, withFlow);
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockRegistry[block.kind] as ComponentType<BlockProps<typeof block.kind>>;
        return <Component key={index} block={block} isFirst={index === 0} mainAction={index === mainAction} />;
      })}
    </>
  );
}
