import type { Core } from '@strapi/strapi';
import { createPolicyMailService } from './policy-mail-service';
import type { PolicyService } from './policy-service';
import type { RenewalService } from '../quotes/renewal-service';

import type { Fields, PolicyRow } from '../../rows/rows';
import { seededTermWords } from '../../terms/seeded-term-words.test.helpers';

/** A value the sweeps compare: a date as a string, a Date or a number. */
type Comparable = string | number | Date;
/** An e-mail as the mail plugin is given it. */
interface Mail { to: string; subject: string; text: string; html: string }

/** Enough of Strapi's query API over arrays for the service: each call yields first, as a database round trip would. */
function fakeTable(rows: Fields[]) {
  const matches = (row: Fields, where: Fields): boolean =>
    Object.entries(where).every(([key, condition]) => {
      if (key === '$or') return (condition as Fields[]).some((part) => matches(row, part));
      const value = row[key] ?? null;
      if (condition === null) return value === null;
      if (condition instanceof Date || typeof condition !== 'object') return value === condition;
      return Object.entries(condition as Fields).every(([operator, operand]) => {
        if (operator === '$notNull') return (value !== null) === operand;
        if (operator === '$lt') return value !== null && (value as Comparable) < (operand as Comparable);
        if (operator === '$gte') return value !== null && (value as Comparable) >= (operand as Comparable);
        if (operator === '$lte') return value !== null && (value as Comparable) <= (operand as Comparable);
        throw new Error(`operator ${operator}`);
      });
    });
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  return {
    rows,
    findOne: async ({ where }: { where: Fields }) => (await tick(), rows.find((row) => matches(row, where)) ?? null),
    findMany: async ({ where, limit }: { where: Fields; limit?: number }) => (await tick(), rows.filter((row) => matches(row, where)).slice(0, limit)),
    updateMany: async ({ where, data }: { where: Fields; data: Fields }) => {
      await tick();
      const hit = rows.filter((row) => matches(row, where));
      for (const row of hit) Object.assign(row, data);
      return { count: hit.length };
    },
  };
}

function setUp(send: (mail: Mail) => Promise<void>, logoOf?: (code: string) => Promise<{ url: string; width: number; height: number } | null>) {
  const policies = fakeTable([
    { id: 1, publicId: 'p1', policyNumber: 'IF-2026-00000001', orderReference: 'TK1', personalCode: '30303039914', product: 'traffic', insurerId: 'laanemere', insurerName: 'If', insuredObject: '123ABC', startDate: '2025-12-10', endDate: '2026-12-09', premium: 10_000, schedule: [], language: 'ru', renewalReminderSentAt: null, renewalReminderClaimedAt: null },
    { id: 2, publicId: 'p2', policyNumber: 'IF-2026-00000002', orderReference: 'TK1', personalCode: '30303039914', product: 'traffic', insurerName: 'If', insuredObject: '456DEF', startDate: '2025-12-25', endDate: '2026-12-24', premium: 10_000, schedule: [], language: 'ru', renewalReminderSentAt: null, renewalReminderClaimedAt: null },
  ]);
  const orders = fakeTable([{ id: 7, reference: 'TK1', email: 'mari@example.ee' }]);
  const customers = fakeTable([{ personalCode: '30303039914', givenName: 'Mari', surname: 'Maasikas', email: null }]);
  const tables: Record<string, ReturnType<typeof fakeTable>> = {
    'api::policy.policy': policies,
    'api::payment-order.payment-order': orders,
    'api::customer.customer': customers,
  };
  const strapi = {
    db: { query: (uid: string) => tables[uid], metadata: { get: () => ({ attributes: {} }) } },
    plugin: () => ({ service: () => ({ send }) }),
    log: { error: jest.fn() },
  } as unknown as Core.Strapi;
  const renewals = {
    renewalOf: async (policy: Pick<PolicyRow, 'policyNumber' | 'endDate'>) => ({ form: 'traffic', input: {}, policyNumber: policy.policyNumber, endDate: policy.endDate }),
    linkToken: (policy: Pick<PolicyRow, 'publicId'>) => `${policy.publicId}.sig`,
  } as unknown as RenewalService;
  const service = createPolicyMailService({
    strapi, policies: {} as PolicyService, renewals, siteUrl: 'https://tarkus.ee', reminderDays: 30, pdfOf: async () => Buffer.from('%PDF-'), terms: { words: async (language) => seededTermWords(language), clear: () => {} }, logoOf, now: () => new Date('2026-11-24T10:00:00Z'),
  });
  return { service, policies, strapi };
}

describe('renewal reminders', () => {
  it('sends one reminder per policy whose renewal starts within the window (not one starting on day 31), also when sweeps run at once', async () => {
    const sent: Mail[] = [];
    const { service, policies } = setUp(async (mail) => void sent.push(mail));
    await Promise.all([service.remindRenewals(), service.remindRenewals(), service.remindRenewals()]);
    await service.remindRenewals();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'mari@example.ee', subject: 'Полис IF-2026-00000001 заканчивается 09.12.2026' });
    expect(sent[0]!.text).toContain('https://tarkus.ee/ru/liikluskindlustus-dev/?renew=p1.sig');
    expect(policies.rows[0]!.renewalReminderSentAt).toEqual(new Date('2026-11-24T10:00:00Z'));
    expect(policies.rows[1]!.renewalReminderSentAt).toBeNull();
  });

  it('shows the insurer\'s logo on the site\'s address in the HTML part, and the name alone when the logo cannot be read', async () => {
    const sent: Mail[] = [];
    const asked: string[] = [];
    const { service } = setUp(async (mail) => void sent.push(mail), async (code) => (asked.push(code), { url: '/uploads/laanemere.png', width: 144, height: 144 }));
    await service.remindRenewals();
    expect(asked).toEqual(['laanemere']);
    expect(sent[0]!.html).toContain('<img src="https://tarkus.ee/uploads/laanemere.png" alt="If" width="40" height="40"');
    const unread: Mail[] = [];
    await setUp(async (mail) => void unread.push(mail), async () => { throw new Error('database down'); }).service.remindRenewals();
    expect(unread[0]!.html).not.toContain('<img');
    expect(unread[0]!.html).toContain('>If</td>');
  });

  it('gives the claim back when sending fails, so that the next sweep sends it', async () => {
    let fail = true;
    const sent: Mail[] = [];
    const { service, strapi } = setUp(async (mail) => {
      if (fail) throw new Error('SMTP down');
      sent.push(mail);
    });
    expect(await service.remindRenewals()).toBe(0);
    expect(strapi.log.error).toHaveBeenCalledWith(expect.stringContaining('SMTP down'));
    fail = false;
    expect(await service.remindRenewals()).toBe(1);
    expect(sent).toHaveLength(1);
  });
});
