import type { Company } from '@kindlustus/domain';

/**
 * The sandbox register's companies, represented by the sandbox e-ID's demo persons (adapters/e-id-sandbox):
 * 40504040001 and 30303039914 log in with Smart-ID, 60001019906 (Mary Änn) with Mobile-ID (+37200000766) or the ID card.
 * - Metsatöö Test OÜ: 40504040001 and Mary Änn are board members, each alone; 30303039914 is only a shareholder (no right).
 * - Kahe Allkirja AS: 40504040001 and 30303039914, only jointly.
 * - Lõpetamisel Test OÜ: in liquidation; Vana Test OÜ: deleted.
 * - Metsavedu Test OÜ (10539549, the registry code of the sample quotes and the tests' forestry machines): 40504040001
 *   acts alone.
 */
export const sandboxCompanies: Company[] = [
  {
    registryCode: '16000019', name: 'Metsatöö Test OÜ', legalForm: 'OÜ', status: 'active',
    address: 'Harju maakond, Tallinn, Kesklinna linnaosa, Narva mnt 5, 10117', vatNumber: 'EE102000019',
    representatives: [
      { personalCode: '40504040001', givenName: 'OK', surname: 'TESTNUMBER', role: 'boardMember', alone: true },
      { personalCode: '60001019906', givenName: 'MARY', surname: 'ÄNN', role: 'boardMember', alone: true },
      { personalCode: '30303039914', givenName: 'OK', surname: 'TESTNUMBER', role: 'other', alone: false },
    ],
  },
  {
    registryCode: '16000025', name: 'Kahe Allkirja AS', legalForm: 'AS', status: 'active',
    address: 'Tartu maakond, Tartu linn, Tartu linn, Riia tn 24, 51010', vatNumber: 'EE102000025',
    representatives: [
      { personalCode: '40504040001', givenName: 'OK', surname: 'TESTNUMBER', role: 'boardMember', alone: false },
      { personalCode: '30303039914', givenName: 'OK', surname: 'TESTNUMBER', role: 'boardMember', alone: false },
    ],
  },
  {
    registryCode: '16000031', name: 'Lõpetamisel Test OÜ', legalForm: 'OÜ', status: 'liquidation',
    address: 'Pärnu maakond, Pärnu linn, Pärnu linn, Rüütli tn 1, 80010', vatNumber: null,
    representatives: [{ personalCode: '40504040001', givenName: 'OK', surname: 'TESTNUMBER', role: 'liquidator', alone: true }],
  },
  {
    registryCode: '16000048', name: 'Vana Test OÜ', legalForm: 'OÜ', status: 'deleted',
    address: 'Ida-Viru maakond, Narva linn, Narva linn, Puškini tn 10, 20308', vatNumber: null,
    representatives: [{ personalCode: '30303039914', givenName: 'OK', surname: 'TESTNUMBER', role: 'boardMember', alone: true }],
  },
  {
    registryCode: '10539549', name: 'Metsavedu Test OÜ', legalForm: 'OÜ', status: 'active',
    address: 'Lääne-Viru maakond, Rakvere linn, Rakvere linn, Tallinna tn 5, 44306', vatNumber: 'EE100539549',
    representatives: [
      { personalCode: '40504040001', givenName: 'OK', surname: 'TESTNUMBER', role: 'boardMember', alone: true },
    ],
  },
];
