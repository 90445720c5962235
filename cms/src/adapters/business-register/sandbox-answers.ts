import type { Company, CompanyRepresentative, CompanyStatus } from '@kindlustus/domain';
import { producerNamespace } from './arireg-protocol';
import { escapeXml } from './xml-reader';

/** The register's answers as the sandbox writes them: the elements RIK's XML services send, in the same nesting. */

const statusCodes: Record<CompanyStatus, string> = { active: 'R', liquidation: 'L', deleted: 'K' };
const roleCodes: Record<CompanyRepresentative['role'], string> = { boardMember: 'JUHL', procurator: 'PROK', liquidator: 'LIKV', other: 'OSAN' };

const element = (name: string, content: string) => `<${name}>${content}</${name}>`;
const text = (name: string, value: string) => element(name, escapeXml(value));

const envelope = (content: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Body>${content}</SOAP-ENV:Body></SOAP-ENV:Envelope>`;

const response = (query: string, companies: string) => envelope(`<ns1:${query}Response xmlns:ns1="${producerNamespace}"><keha>${element('ettevotjad', companies)}</keha></ns1:${query}Response>`);

export function detailAnswer(company: Company | undefined): string {
  if (!company) return response('detailandmed_v1', '');
  const general =
    text('staatus', statusCodes[company.status]) + text('oiguslik_vorm', company.legalForm) +
    (company.vatNumber ? text('kmkr_nr', company.vatNumber) : '') +
    element('aadressid', element('item', text('aadress_ads__ads_normaliseeritud_taisaadress', company.address) + '<lopp_kpv/>'));
  return response('detailandmed_v1', element('item', text('ariregistri_kood', company.registryCode) + text('nimi', company.name) + element('yldandmed', general)));
}

export function representationAnswer(companies: Company[]): string {
  const person = (representative: CompanyRepresentative) =>
    element('item',
      text('isiku_liik', 'F') + text('fyysilise_isiku_eesnimi', representative.givenName) + text('fyysilise_isiku_perenimi', representative.surname) +
      text('fyysilise_isiku_kood', representative.personalCode) + text('isikukood_riik', 'EST') + text('fyysilise_isiku_roll', roleCodes[representative.role]) +
      text('ainuesindusoigus_olemas', representative.alone ? 'JAH' : 'EI'));
  const items = companies.map((company) =>
    element('item',
      text('ariregistri_kood', company.registryCode) + text('arinimi', company.name) + text('staatus', statusCodes[company.status]) +
      text('oiguslik_vorm', company.legalForm) + element('isikud', company.representatives.map(person).join(''))));
  return response('esindus_v2', items.join(''));
}

export const faultAnswer = (code: string, message: string) =>
  envelope(`<SOAP-ENV:Fault>${text('faultcode', code)}${text('faultstring', message)}</SOAP-ENV:Fault>`);
