import type { Core } from '@strapi/strapi';
import { createPolicyService, type OrderLine } from './policy-service';

import type { Fields, PolicyRow } from '../../rows/rows';

/** A policy as the fake table keeps it. */
type StoredPolicy = Partial<PolicyRow>;

const line: OrderLine = {
  offerId: 'offer-1', insurerId: 'if', insurerName: 'If', product: 'home', premium: 120_00, instalments: 1,
  schedule: [{ number: 1, dueDate: '2026-12-01', amount: 120_00 }], extras: [], dueNow: 120_00, startDate: '2026-12-01',
  periodMonths: 12, insuredObject: 'Pingi 1, Tartu', objectKey: 'pingi 1 tartu', policyholder: { name: 'Mari Maasikas', code: '49403136515' },
  coverRows: [], deductibles: [], territory: null,
};
const order = { reference: 'TK1', personalCode: '49403136515', language: 'et' as const, email: null, lines: [line] };
const issuedElsewhere = (offerId: string, orderReference = 'TK2'): StoredPolicy => ({ offerId, orderReference, product: 'home', objectKey: 'pingi 1 tartu', startDate: '2026-12-01', endDate: '2027-11-30' });

/** The policies table as two notifications of one payment see it: `landsAfterFirstRead` is issued by the other right after this one's first read. */
function policiesTable(landsAfterFirstRead: StoredPolicy) {
  const rows: StoredPolicy[] = [];
  let reads = 0;
  const matches = (row: StoredPolicy, where: Fields) =>
    Object.entries(where).every(([key, value]) => (value && typeof value === 'object' && '$in' in value ? (value.$in as unknown[]).includes(row[key as keyof StoredPolicy]) : row[key as keyof StoredPolicy] === value));
  const table = {
    findOne: async ({ where }: { where: Fields }) => {
      const found = rows.find((row) => matches(row, where)) ?? null;
      if ((reads += 1) === 1) rows.push(landsAfterFirstRead);
      return found;
    },
    findMany: async ({ where }: { where: Fields }) => rows.filter((row) => matches(row, where)),
  };
  // No columns in the metadata: every read goes to the fake table through Strapi's query API.
  return { db: { query: () => table, metadata: { get: () => ({ tableName: 'policies', attributes: {} }) } } } as unknown as Core.Strapi;
}

describe('issuing the policies of a paid order', () => {
  const now = () => new Date('2026-11-24T10:00:00Z');

  it('counts a policy of the same offer, issued meanwhile by a racing notification, as issued: nothing is refused', async () => {
    const policies = createPolicyService(policiesTable(issuedElsewhere('offer-1', 'TK1')), now);
    await expect(policies.issueForOrder(order)).resolves.toEqual([]);
  });

  it('refuses the line as paid twice when the offer\'s policy came from another order meanwhile', async () => {
    const policies = createPolicyService(policiesTable(issuedElsewhere('offer-1', 'TK2')), now);
    await expect(policies.issueForOrder(order)).resolves.toEqual([{ offerId: 'offer-1', reason: 'paidTwice' }]);
  });

  it('refuses the line when another offer\'s policy covers the same object and period', async () => {
    const policies = createPolicyService(policiesTable(issuedElsewhere('offer-of-another-order')), now);
    await expect(policies.issueForOrder(order)).resolves.toEqual([{ offerId: 'offer-1', reason: 'objectAlreadyInsured' }]);
  });
});
