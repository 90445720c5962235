import type { Core } from '@strapi/strapi';
import type { Insurer, InsurerQuoteRequest } from '../../adapters/insurers/insurer';
import { recordAnswersAsTheyArrive } from './pending-answers';

const request = { product: 'home' } as InsurerQuoteRequest;
const insurer = (id: string, quote: Insurer['quote']): Insurer => ({ id, name: id, products: ['home'], quote });

function fakeStrapi(update: (params: { where: Record<string, unknown>; data: Record<string, unknown> }) => Promise<unknown>) {
  const errors: string[] = [];
  const updateMany = async (params: { where: Record<string, unknown>; data: Record<string, unknown> }) => (await update(params), { count: 1 });
  const strapi = {
    db: { query: () => ({ updateMany }), metadata: { get: () => ({ attributes: {} }) } },
    log: { error: (message: string) => errors.push(message) },
  } as unknown as Core.Strapi;
  return { strapi, errors };
}

describe('recording answers as they arrive', () => {
  it('writes each answer into its own pending line only', async () => {
    const writes: unknown[] = [];
    const { strapi, errors } = fakeStrapi(async (params) => writes.push(params));
    const asked = [
      { insurer: insurer('failing', () => Promise.reject(new Error('HTTP 503'))), linePublicId: 'a' },
      { insurer: insurer('declining', async () => ({ kind: 'declined', reason: 'sumTooHigh' })), linePublicId: 'b' },
    ];
    await recordAnswersAsTheyArrive(strapi, asked, request, 100, () => new Date());
    expect(writes).toEqual([
      { where: { publicId: 'a', outcome: 'pending' }, data: { outcome: 'unavailable', reason: 'error' } },
      { where: { publicId: 'b', outcome: 'pending' }, data: { outcome: 'declined', reason: 'sumTooHigh' } },
    ]);
    expect(errors).toEqual([]);
  });

  it('never rejects when the database fails: it logs and goes on with the other lines', async () => {
    let written = 0;
    const { strapi, errors } = fakeStrapi(async ({ where }) => {
      if (where.publicId === 'a') throw new Error('database closed');
      written += 1;
    });
    const declining = insurer('declining', async () => ({ kind: 'declined', reason: 'sumTooHigh' }));
    await expect(recordAnswersAsTheyArrive(strapi, [{ insurer: declining, linePublicId: 'a' }, { insurer: declining, linePublicId: 'b' }], request, 100, () => new Date())).resolves.toBeUndefined();
    expect(written).toBe(1);
    expect(errors).toEqual(['The home answer of declining was not recorded: database closed']);
  });
});
