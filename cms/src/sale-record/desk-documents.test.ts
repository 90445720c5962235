import { deskDocuments, isDeskDocument } from './desk-documents';

const offer = {
  publicId: 'of-desk1', insurerId: 'saarte', product: 'forestry-machine', channel: 'desk',
  documentLinks: [
    { title: 'Saarte tingimused', url: '/uploads/saarte_terms.pdf', kind: 'terms', version: '2026.1', attachedOn: '2026-11-26' },
    { title: 'Saarte IPID', url: 'https://saarte.example/ipid.pdf', kind: 'ipid', version: null, attachedOn: '2026-11-26' },
    { title: 'Pakkumine', url: 'https://saarte.example/offer.pdf', kind: 'other', version: null, attachedOn: '2026-11-26' },
    // Attached before kinds were kept: a link only.
    { title: 'Old terms', url: 'https://saarte.example/old.pdf' },
  ],
};

describe('a desk offer’s documents for the sale', () => {
  it('are its terms and IPID, versioned by the insurer’s label or the day attached', () => {
    const documents = deskDocuments(offer, 'et');
    expect(documents.map(({ title, kind, versionLabel, appliesFrom, url }) => ({ title, kind, versionLabel, appliesFrom, url }))).toEqual([
      { title: 'Saarte tingimused', kind: 'terms', versionLabel: '2026.1', appliesFrom: '2026-11-26', url: '/uploads/saarte_terms.pdf' },
      { title: 'Saarte IPID', kind: 'ipid', versionLabel: '2026-11-26', appliesFrom: '2026-11-26', url: 'https://saarte.example/ipid.pdf' },
    ]);
    expect(documents.every(isDeskDocument)).toBe(true);
  });

  it('are none for an insurer’s own offer, whose documents are the catalogue’s', () => {
    expect(deskDocuments({ ...offer, channel: 'insurer' }, 'et')).toEqual([]);
    expect(deskDocuments(null, 'et')).toEqual([]);
    expect(isDeskDocument({ id: 'x1y2z3documentid' })).toBe(false);
  });
});
