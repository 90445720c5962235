import { todayWork, type OfficeRecords } from './office-lines';
import { summaryMail } from './office-mails';
import { seededTermWords } from '../terms/seeded-term-words.test.helpers';

const terms = seededTermWords('et');

const now = new Date('2026-11-27T10:00:00Z'); // 12:00 in Tallinn
const records: OfficeRecords = {
  deskCases: [
    { documentId: 'later', product: 'home', insurerName: 'Saarte Kindlustus AS', office: 'Tartu kontor', answerBy: '2026-11-27T14:00:00Z' },
    { documentId: 'late', product: 'forestry-machine', insurerName: 'Saarte Kindlustus AS', office: 'Tartu kontor', answerBy: '2026-11-27T09:00:00Z', repeats: 2 },
  ],
  conclusions: [{ documentId: 'policy', product: 'casco', insurerName: 'Mets AS', customerName: 'Mari Maasikas', insuredObject: '123ABC', concludeBy: '2026-11-28T08:00:00Z' }],
  refunds: [{ documentId: 'order', reference: 'TK-1', refundAmount: 123456, refundReason: 'paidTwice', updatedAt: '2026-11-26T08:05:00Z' }],
  invoices: [
    { documentId: 'short', reference: 'TK-4', invoiceNumber: '2026-000004', amount: 12000, invoiceReceived: 10000, invoiceDueDate: '2026-11-30', status: 'PENDING', flag: 'invoiceUnderpaid', lines: [{ policyholder: { name: 'Metsavedu OÜ', code: '10060701' } }] },
    { documentId: 'unpaid', reference: 'TK-3', invoiceNumber: '2026-000003', amount: 12000, invoiceReceived: 0, invoiceDueDate: '2026-11-26', status: 'PENDING', flag: null, lines: [{ policyholder: { name: 'Metsavedu OÜ', code: '10060701' } }] },
  ],
  dataRequests: [{ documentId: 'erase', kind: 'erasure', customerName: 'Jaan Tamm', requestedAt: '2026-11-10T10:00:00Z' }],
  failingTasks: [{ documentId: 'job', kind: 'policyMail', subject: 'TK-2', attempts: 7, lastError: 'SMTP refused' }],
};

describe("today's work of the office", () => {
  it('orders each group by deadline, marks the overdue ones and counts them', () => {
    const work = todayWork(records, now, terms);
    expect(work.groups.map((group) => [group.key, group.count, group.overdue])).toEqual([
      ['deskCases', 2, 1], ['conclusions', 1, 0], ['refunds', 1, 0], ['invoices', 2, 1], ['dataRequests', 1, 0], ['failingTasks', 1, 0],
    ]);
    expect(work).toMatchObject({ due: 8, overdue: 2 });
    const desk = work.groups[0]!.lines;
    expect(desk.map((line) => [line.documentId, line.overdue, line.deadline])).toEqual([['late', true, '27.11.2026 kell 11:00'], ['later', false, '27.11.2026 kell 16:00']]);
    expect(desk[0]).toMatchObject({ title: 'Metsatöömasina kindlustus · Saarte Kindlustus AS', detail: 'Vastab: Tartu kontor · korduspäringuid 2', link: '/admin/office/desk-cases/late' });
  });

  it('says what each line is in Estonian, money the Estonian way, with the page that handles it', () => {
    const [, conclusions, refunds, invoices, requests, jobs] = todayWork(records, now, terms).groups;
    expect(invoices!.lines.map((line) => [line.documentId, line.overdue, line.deadline])).toEqual([['unpaid', true, '26.11.2026'], ['short', false, '30.11.2026']]);
    expect(invoices!.lines[1]).toMatchObject({
      title: 'Arve 2026-000004 · Metsavedu OÜ · 120,00\u00a0€', detail: 'makstud liiga vähe: laekunud 100,00\u00a0€, puudu 20,00\u00a0€ · poliisi ei väljastata enne makset · TK-4', link: '/admin/office/invoices/short',
    });
    expect(conclusions!.lines[0]).toMatchObject({ title: 'Kaskokindlustus · Mets AS', detail: 'Mari Maasikas · 123ABC', link: '/admin/office/conclusions/policy' });
    expect(refunds!.lines[0]).toMatchObject({ title: 'Tagastada 1234,56\u00a0€ · TK-1', detail: 'põhjus: makstud kaks korda · alates 26.11.2026 kell 10:05', link: '/admin/office/refunds/order' });
    expect(requests!.lines[0]).toMatchObject({ title: 'Andmete kustutamine · Jaan Tamm', deadline: '10.12.2026', link: '/admin/office/data-requests/erase' });
    expect(jobs!.lines[0]).toMatchObject({ detail: 'katseid 7 · SMTP refused', link: '/admin/content-manager/collection-types/api::background-job.background-job/job' });
  });

  it('leaves the jobs group out for one who is no administrator', () => {
    expect(todayWork({ ...records, failingTasks: null }, now, terms).groups.map((group) => group.key)).not.toContain('failingTasks');
  });

  it("writes the day's summary with each group's count and lines, the overdue ones marked", () => {
    const mail = summaryMail('https://cms.example', '27.11.2026', todayWork({ ...records, failingTasks: null }, now, terms));
    expect(mail.subject).toBe('Kontori tööd 27.11.2026: 7 ootel, neist tähtaja ületanud 2');
    expect(mail.text).toContain('Maaklerilaua päringud (2, tähtaja ületanud 1)');
    expect(mail.text).toContain('- Metsatöömasina kindlustus · Saarte Kindlustus AS — tähtaeg 27.11.2026 kell 11:00 (TÄHTAEG ÜLETATUD)');
    expect(mail.text).toContain('https://cms.example/admin/office/desk-cases/late');
    expect(mail.text).toContain('https://cms.example/admin/office');
    expect(summaryMail('https://cms.example', '27.11.2026', todayWork({ deskCases: [], conclusions: [], refunds: [], invoices: [], dataRequests: [], failingTasks: null }, now, terms)).text).toContain('Ootel töid ei ole.');
  });
});
