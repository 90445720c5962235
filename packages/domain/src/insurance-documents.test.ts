import { applicableDocuments, type InsuranceDocumentVersion } from './insurance-documents';

const version = (over: Partial<InsuranceDocumentVersion> & { id: string }) => ({
  insurerCode: 'laanemere', productKey: 'traffic', kind: 'terms' as const, language: 'et', appliesFrom: '2026-01-01', ...over,
});
const question = { insurerCode: 'laanemere', productKey: 'traffic', language: 'et', startDate: '2026-06-01' };
const ids = (found: Array<{ id: string }>) => found.map((entry) => entry.id);

describe('applicableDocuments', () => {
  it('takes, of each kind, the latest version that applies on the start date', () => {
    const versions = [
      version({ id: 'terms-2025', appliesFrom: '2025-01-01' }),
      version({ id: 'terms-2026', appliesFrom: '2026-03-01' }),
      version({ id: 'ipid-2025', kind: 'ipid', appliesFrom: '2025-05-01' }),
    ];
    expect(ids(applicableDocuments(versions, question))).toEqual(['terms-2026', 'ipid-2025']);
  });

  it('leaves out a version that applies only after the start date, and takes one from the start date itself', () => {
    const versions = [
      version({ id: 'old', appliesFrom: '2025-01-01' }),
      version({ id: 'later', appliesFrom: '2026-06-02' }),
      version({ id: 'same-day', kind: 'ipid', appliesFrom: '2026-06-01' }),
    ];
    expect(ids(applicableDocuments(versions, question))).toEqual(['old', 'same-day']);
  });

  it('keeps to the insurer, product and language asked', () => {
    const versions = [
      version({ id: 'other-insurer', insurerCode: 'emajoe' }),
      version({ id: 'other-product', productKey: 'casco' }),
      version({ id: 'russian', language: 'ru' }),
      version({ id: 'estonian', appliesFrom: '2020-01-01' }),
    ];
    expect(ids(applicableDocuments(versions, question))).toEqual(['estonian']);
    expect(ids(applicableDocuments(versions, { ...question, language: 'ru' }))).toEqual(['russian']);
    expect(applicableDocuments(versions, { ...question, language: 'en' })).toEqual([]);
  });
});
