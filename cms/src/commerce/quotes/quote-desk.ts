import type { ProductKey } from '@kindlustus/domain';
import type { Vehicle } from '../../adapters/vehicle-register/vehicle-register';
import type { Fields } from '../../rows/rows';
import type { NewLine, OfferLine } from './quote-lines';

/** The quote a desk case is opened for, as the quote service has it. */
export interface DeskQuote {
  product: ProductKey;
  input: Fields;
  vehicle: Vehicle | null;
  language: string;
  /** The asking client's address (as rate limits count it), null when unknown. */
  address: string | null;
}

/** What opening the desk's lines gives: the lines and how to store their cases, or a refusal for too many open cases. */
export type DeskOpening = { refused: null; lines: OfferLine[]; store: () => Promise<void> } | { refused: 'deskLimitReached'; lines?: never; store?: never };

/**
 * The broker desk as a quote asks it: the pending lines of the insurers our staff answer, and their cases to store
 * with the quote. desk/desk-service.ts answers it; commerce.ts hands it to the quote service.
 */
export interface QuoteDesk {
  open(quote: DeskQuote, newLines: NewLine[]): Promise<DeskOpening>;
}
