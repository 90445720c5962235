import { allTermTextKeys, productKeys, sampleQuoteInputs, termTextKey, territoryKeys, validateQuote, type ProductKey, type TermKind } from '@kindlustus/domain';
import { locales } from '@kindlustus/routes';
import type { InsurerQuoteRequest } from '../adapters/insurers/insurer';
import { sandboxTariffs } from '../adapters/insurers/sandbox-tariffs';
import { priceQuote } from '../adapters/insurers/tariff-engine';
import { sandboxVehicles } from '../adapters/vehicle-register/sandbox-vehicles';
import { seededTermWords, seededUiTexts } from './seeded-term-words.test.helpers';
import { missingTermTexts, termWord, termWordsFrom } from './term-words';

const today = '2026-11-21';
const car = sandboxVehicles.find((vehicle) => vehicle.category === 'car' && vehicle.status !== 'suspended')!;

function request(product: ProductKey, changes: Record<string, unknown> = {}): InsurerQuoteRequest {
  const samples = sampleQuoteInputs(today) as Record<ProductKey, Record<string, unknown>>;
  const result = validateQuote(product, { ...samples[product], ...changes }, today);
  if (!result.ok) throw new Error(`${product}: ${JSON.stringify(result.errors)}`);
  return { product, input: result.value, vehicle: product === 'traffic' || product === 'casco' ? car : null, today } as InsurerQuoteRequest;
}

/** Every term key the sandbox insurers' tariff books can put in an offer, by kind. */
function producedTerms(): Array<{ kind: TermKind; key: string }> {
  const requests = [
    ...productKeys.map((product) => request(product)),
    ...territoryKeys.flatMap((territory) => [request('casco', { territory }), request('forestry-machine', { territory })]),
    request('traffic', { greenCard: false }),
  ];
  const terms: Array<{ kind: TermKind; key: string }> = [];
  for (const book of sandboxTariffs) {
    for (const territory of Object.keys(book.casco.territoryLoading)) terms.push({ kind: 'territory', key: territory });
    for (const territory of Object.keys(book.forestryMachine?.territoryLoading ?? {})) terms.push({ kind: 'territory', key: territory });
    for (const asked of requests) {
      if (!book.products.includes(asked.product)) continue;
      terms.push({ kind: 'product', key: asked.product });
      const answer = priceQuote(book, asked);
      if (answer.kind !== 'offer') continue;
      const { offer } = answer;
      terms.push(...offer.coverRows.map((row) => ({ kind: 'cover' as const, key: row.key })));
      terms.push(...offer.deductibles.map((row) => ({ kind: 'deductible' as const, key: row.key })));
      terms.push(...offer.extras.map((extra) => ({ kind: 'extra' as const, key: extra.key })));
      if (offer.territory) terms.push({ kind: 'territory', key: offer.territory });
    }
  }
  return terms;
}

describe('the catalogue of insurance terms', () => {
  it.each(locales)('has words for every term in the seeded CMS texts in %s', (locale) => {
    expect(allTermTextKeys.length).toBeGreaterThan(30);
    expect(missingTermTexts(seededUiTexts[locale])).toEqual([]);
  });

  it('has words in Estonian, Russian and English for every key an insurer adapter or tariff book produces', () => {
    const produced = producedTerms();
    const kinds = new Set(produced.map((term) => term.kind));
    expect([...kinds].sort()).toEqual(['cover', 'deductible', 'extra', 'product', 'territory']);
    const unnamed = produced.flatMap(({ kind, key }) => {
      const textKey = termTextKey(kind, key);
      if (!textKey) return [`${kind} ${key}: not in @kindlustus/domain term-keys`];
      return locales.filter((locale) => !seededTermWords(locale).words[textKey]).map((locale) => `${kind} ${key}: no ${locale} words for ${textKey}`);
    });
    expect(unnamed).toEqual([]);
  });

  it('writes a term the site’s way, falls back to the seed’s words when the published texts lack them, and to the key at last', () => {
    expect(termWord(seededTermWords('et'), 'cover', 'collision')).toBe('Kokkupõrge ja ümberminek');
    expect(termWord(seededTermWords('et'), 'cover', 'theft')).toBe('Vargus ja röövimine');
    expect(termWord(seededTermWords('en'), 'territory', 'europe')).toMatch(/^Europe \(except Russia/);
    const edited = { ...seededUiTexts.ru, quote: { ...seededUiTexts.ru.quote, coverTheft: '', coverFire: 'Огонь' } };
    expect(missingTermTexts(edited)).toEqual(['quote:coverTheft']);
    expect(termWord(termWordsFrom(edited, seededUiTexts.ru, 'ru'), 'cover', 'fire')).toBe('Огонь');
    expect(termWord(termWordsFrom(edited, seededUiTexts.ru, 'ru'), 'cover', 'theft')).toBe('Кража и грабёж');
    expect(termWord(termWordsFrom(null, null, 'ru'), 'cover', 'theft')).toBe('theft');
    expect(termWord(seededTermWords('ru'), 'cover', 'constructor')).toBe('constructor');
    expect(termWord(seededTermWords('en'), 'cover', 'Klaasikahju lisakaitse')).toBe('Klaasikahju lisakaitse');
  });
});
