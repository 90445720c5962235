import path from 'path';
import { sandboxTariffs } from '../src/adapters/insurers/sandbox-tariffs';
import { request } from './http';
import { madeOnce } from './made-once';
import { sharedDir } from './shared-cms';

const insurersApi = '/content-manager/collection-types/api::insurer.insurer';

/**
 * The insurer `vaike` (Väike Kindlustus), whose traffic insurance is priced from its tariff book, so that no API
 * concludes its policies: staff do. Added once per run to the `concluding` shared CMS on `target` (commerce-cms.ts),
 * by whichever of its suites asks first; the others find it there.
 */
export async function addTariffInsurer(target: string, url: string, adminToken: string): Promise<void> {
  await madeOnce(path.join(sharedDir(), `${target}-concluding-vaike.made`), `the insurer vaike on ${target}`, async () => {
    const admin = (route: string, body: unknown) => request(url, route, { token: adminToken, method: 'POST', body });
    const created = await admin(insurersApi, { code: 'vaike', name: 'Väike Kindlustus', offerings: [{ product: 'traffic', pricing: 'tariff' }] });
    expect(created.status).toBe(201);
    const { id: _id, name: _name, products: _products, ...rates } = sandboxTariffs[0]!;
    expect((await admin('/content-manager/collection-types/api::tariff-book.tariff-book', { insurerCode: 'vaike', edition: 'Väike 2026', appliesFrom: '2020-01-01', rates })).status).toBe(201);
    expect((await admin(`${insurersApi}/${created.body.data.documentId}/actions/publish`, {})).status).toBe(200);
    return { code: 'vaike' };
  });
}
