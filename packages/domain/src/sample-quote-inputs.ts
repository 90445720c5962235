import { addDays } from './tallinn-date';

/**
 * One complete, valid answer to each quote form, for a quote made on `today`: what examples,
 * tests and benchmarks send. The plates and codes are the sandbox's and the public demo ones.
 */
export function sampleQuoteInputs(today: string) {
  const contact = { email: 'mari.maasikas@example.ee', phone: '+372 5123 4567' };
  return {
    traffic: { plate: '123 ABC', policyholderCode: '30303039914', startDate: today, periodMonths: 12, instalments: 4, greenCard: true, ...contact },
    casco: {
      plate: '456DEF', policyholderCode: '40504040001', startDate: addDays(today, 10), periodMonths: 12, instalments: 1,
      coverLevel: 'full', deductible: 300_00, glassDeductiblePercent: 10, antiTheft: ['immobiliser', 'alarm'],
      usage: 'normal', territory: 'baltics', claimsLast3Years: 0, replacementCar: true, ...contact,
    },
    home: {
      address: 'Riia 15-3, 51010 Tartu', dwellingType: 'flat', buildingMaterial: 'stone', area: 54, constructionYear: 1978,
      buildingSum: 20_000_00, startDate: addDays(today, 40), policyholderCode: '30303039914', ...contact,
    },
    homeOld: { address: 'Riia 15-3, Tartu', dwellingType: 'flat', area: 54, buildingSum: 20_000_00, startDate: today, policyholderCode: '30303039914', ...contact },
    'forestry-machine': {
      machineType: 'harvester', makeModel: 'Ponsse Scorpion King', year: 2019, serialNumber: 'PS-2019-00731', valueBasis: 'market',
      machineValue: 420_000_00, workHoursPerYear: 2400, rentedOut: false, territory: 'estonia', antiTheft: ['tracker'],
      deductible: 3_000_00, downtimeAllowancePerDay: 400_00, startDate: today, policyholderCode: '10539549', ...contact,
    },
    'employer-health': {
      companyCode: '10060701', companyName: 'Näidis OÜ', contactName: 'Mari Maasikas', employeeCount: 25, healthPackage: 'standard',
      startDate: addDays(today, 40), ...contact,
    },
  };
}
