import type { Core } from '@strapi/strapi';
import contentRead from './content-read';

type ReadContext = { query: Record<string, unknown>; status: number; body: unknown };
const strapi = { components: {}, contentTypes: {} } as unknown as Core.Strapi;
const readContext = (): ReadContext => ({ query: { locale: 'en' }, status: 200, body: null });

describe('a public read’s populate', () => {
  it('is the rule’s on every read, whatever an earlier read did to its own', async () => {
    const derive = jest.fn(() => ({ blocks: { on: { 'blocks.job-list': true } }, localizations: { fields: ['locale', 'title'] } }));
    const read = contentRead({ populate: derive }, { strapi });
    const first = readContext();
    await read(first, async () => {
      // What Strapi's document service does to a relation's fields, in place.
      ((first.query.populate as { localizations: { fields: string[] } }).localizations.fields).push('documentId');
      (first.query.populate as Record<string, unknown>).status = 'draft';
    });
    const second = readContext();
    await read(second, async () => undefined);
    expect(second.query).toEqual({
      locale: 'en',
      status: 'published',
      populate: { blocks: { on: { 'blocks.job-list': true } }, localizations: { fields: ['locale', 'title'] } },
    });
    expect(derive).toHaveBeenCalledTimes(1);
  });

  it('keeps a fixed rule’s populate as it was written', async () => {
    const rule = { populate: { openingHours: true, localizations: { fields: ['locale', 'name'] } } };
    const read = contentRead(rule, { strapi });
    const first = readContext();
    await read(first, async () => {
      ((first.query.populate as { localizations: { fields: string[] } }).localizations.fields).push('documentId');
    });
    expect(rule.populate.localizations.fields).toEqual(['locale', 'name']);
  });
});
