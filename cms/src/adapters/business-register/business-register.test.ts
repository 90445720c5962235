import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { actingRightOf } from '@kindlustus/domain';
import { AriregClient } from './arireg-client';
import { createBusinessRegisterSandbox } from './business-register-sandbox';
import { askWithin } from './business-register';
import { createOutsideFetch } from '../outside-http';

describe('the business register client against its sandbox (the same SOAP messages over HTTP)', () => {
  let server: Server;
  let url: string;
  const user = { username: 'tarkus-sandbox', password: 'secret' };
  const silentCodes = new Set(['16000054']);
  const deletedCodes = new Set<string>();

  beforeAll(async () => {
    server = createServer(createBusinessRegisterSandbox({ ...user, silentCodes, deletedCodes }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const client = (credentials = user) => new AriregClient({ url, ...credentials, fetch: createOutsideFetch({ timeoutMs: 2_000 }) });

  it('answers a company with its name, address, VAT number, status and representatives', async () => {
    const company = await client().company('16000019');
    expect(company).toMatchObject({ registryCode: '16000019', name: 'Metsatöö Test OÜ', legalForm: 'OÜ', status: 'active', vatNumber: 'EE102000019' });
    expect(company!.address).toContain('Narva mnt 5');
    expect(actingRightOf(company!, '40504040001')).toEqual({ kind: 'alone' });
    expect(actingRightOf(company!, '60001019906')).toEqual({ kind: 'alone' });
    expect(actingRightOf(company!, '30303039914')).toEqual({ kind: 'none', reason: 'notRepresentative' });
  });

  it('tells each right: jointly, a liquidating company, a deleted one, an unknown code', async () => {
    expect(actingRightOf((await client().company('16000025'))!, '40504040001')).toMatchObject({ kind: 'jointly', others: [{ personalCode: '30303039914' }] });
    expect(actingRightOf((await client().company('16000031'))!, '40504040001')).toEqual({ kind: 'none', reason: 'companyInLiquidation' });
    expect(actingRightOf((await client().company('16000048'))!, '30303039914')).toEqual({ kind: 'none', reason: 'companyDeleted' });
    expect(await client().company('10000004')).toBeNull();
  });

  it('lists the companies a person is named in', async () => {
    expect((await client().companiesOf('40504040001')).map((company) => company.registryCode)).toEqual(['16000019', '16000025', '16000031', '10539549']);
    expect(await client().companiesOf('60001019906')).toHaveLength(1);
    expect(await client().companiesOf('38001085718')).toEqual([]);
  });

  it('fails on wrong credentials and on a register that drops the connection; askWithin then has no answer', async () => {
    await expect(client({ username: 'tarkus-sandbox', password: 'wrong' }).company('16000019')).rejects.toThrow('Vale kasutajanimi');
    expect(await askWithin(() => client().company('16000054'), 2_000)).toEqual({ answered: false });
    expect(await askWithin(() => new Promise(() => {}), 20)).toEqual({ answered: false });
  });

  it('reads its deleted and silent codes at each request: a code added while it runs counts from the next request, one taken out no longer', async () => {
    try {
      deletedCodes.add('16000019');
      expect(actingRightOf((await client().company('16000019'))!, '40504040001')).toEqual({ kind: 'none', reason: 'companyDeleted' });
      expect((await client().companiesOf('60001019906')).map((company) => [company.registryCode, company.status])).toEqual([['16000019', 'deleted']]);
      deletedCodes.delete('16000019');
      silentCodes.add('16000019');
      expect(await askWithin(() => client().company('16000019'), 2_000)).toEqual({ answered: false });
      silentCodes.delete('16000019');
      expect(actingRightOf((await client().company('16000019'))!, '40504040001')).toEqual({ kind: 'alone' });
    } finally {
      deletedCodes.clear();
      silentCodes.delete('16000019');
    }
  });
});
