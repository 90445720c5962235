import { actingRightOf, companyRefusal, confirmsJointly, type Company, type CompanyRepresentative } from './company-representation';

const person = (personalCode: string, role: CompanyRepresentative['role'], alone: boolean): CompanyRepresentative => ({ personalCode, givenName: 'A', surname: 'B', role, alone });
const company = (status: Company['status'], representatives: CompanyRepresentative[]): Company => ({
  registryCode: '16000019', name: 'Test OÜ', legalForm: 'OÜ', status, address: 'Tallinn', vatNumber: null, representatives,
});

describe('who may act for a company', () => {
  it('lets a board member with the sole right act alone, and a procurator with it too', () => {
    expect(actingRightOf(company('active', [person('40504040001', 'boardMember', true)]), '40504040001')).toEqual({ kind: 'alone' });
    expect(actingRightOf(company('active', [person('40504040001', 'procurator', true)]), '40504040001')).toEqual({ kind: 'alone' });
  });

  it('needs a second representative when the register says they act jointly', () => {
    const second = person('30303039914', 'boardMember', false);
    const joint = company('active', [person('40504040001', 'boardMember', false), second]);
    expect(actingRightOf(joint, '40504040001')).toEqual({ kind: 'jointly', others: [second] });
    expect(confirmsJointly(joint, '40504040001', '30303039914')).toBe(true);
    expect(confirmsJointly(joint, '40504040001', '40504040001')).toBe(false);
    expect(confirmsJointly(joint, '40504040001', '60001019906')).toBe(false);
  });

  it('refuses a person without a representing role, and anyone for a deleted or liquidating company', () => {
    expect(actingRightOf(company('active', [person('60001019906', 'other', true)]), '60001019906')).toEqual({ kind: 'none', reason: 'notRepresentative' });
    expect(actingRightOf(company('active', [person('40504040001', 'boardMember', true)]), '60001019906')).toEqual({ kind: 'none', reason: 'notRepresentative' });
    expect(actingRightOf(company('deleted', [person('40504040001', 'boardMember', true)]), '40504040001')).toEqual({ kind: 'none', reason: 'companyDeleted' });
    expect(actingRightOf(company('liquidation', [person('40504040001', 'liquidator', true)]), '40504040001')).toEqual({ kind: 'none', reason: 'companyInLiquidation' });
    expect(companyRefusal({ status: 'active' })).toBeNull();
  });
});
