import type { Company, CompanyRepresentative, CompanyStatus, RepresentativeRole } from '@kindlustus/domain';
import { child, children, escapeXml, readXml, textAt, type XmlElement } from './xml-reader';

/*
 * The e-Business Register's XML data services (RIK, SOAP over HTTPS, the same messages as over X-Road):
 * `detailandmed_v1` (a company's general data: name, status, legal form, addresses, VAT number) and `esindus_v2`
 * (the persons with a right to represent, by registry code or by a person's code). The user name and password
 * of the broker's contract with RIK travel in each request's body. The sandbox reads and writes the same messages.
 */

export const producerNamespace = 'http://arireg.x-road.eu/producer/';
const soapNamespace = 'http://schemas.xmlsoap.org/soap/envelope/';

export type AriregQuery = 'detailandmed_v1' | 'esindus_v2';
export interface AriregCredentials {
  username: string;
  password: string;
}
/** What a request asks about: one company, or every company a person is related to. */
export type AriregSubject = { registryCode: string } | { personalCode: string };

/** A request of `query` as the register expects it. */
export function ariregRequest(query: AriregQuery, credentials: AriregCredentials, subject: AriregSubject): string {
  const field = (name: string, value: string) => `<prod:${name}>${escapeXml(value)}</prod:${name}>`;
  // A person is asked by their code and its country, as RIA's TARA asks esindus_v2 for the companies a person may represent.
  const about = 'registryCode' in subject
    ? field('ariregistri_kood', subject.registryCode)
    : field('fyysilise_isiku_kood', subject.personalCode) + field('fyysilise_isiku_koodi_riik', 'EST');
  // detailandmed_v1 answers only the parts asked for: the general data (yandmed), not the persons, entries or documents.
  const parts = query === 'detailandmed_v1' ? ['yandmed', 'true', 'iandmed', 'false', 'kandmed', 'false', 'dandmed', 'false', 'maarused', 'false'] : [];
  const partFields = Array.from({ length: parts.length / 2 }, (_, index) => field(parts[index * 2]!, parts[index * 2 + 1]!)).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soapenv:Envelope xmlns:soapenv="${soapNamespace}" xmlns:prod="${producerNamespace}"><soapenv:Body>` +
    `<prod:${query}><prod:keha>${field('ariregister_kasutajanimi', credentials.username)}${field('ariregister_parool', credentials.password)}` +
    `${about}${partFields}${field('keel', 'est')}</prod:keha></prod:${query}></soapenv:Body></soapenv:Envelope>`
  );
}

/** The register refused the request (a SOAP fault: wrong credentials, a malformed code, its own failure). */
export class AriregFault extends Error {}

/** A request as the sandbox reads it. */
export interface ReadRequest {
  query: AriregQuery;
  username: string;
  password: string;
  subject: AriregSubject;
}

/** The body of a SOAP envelope, or its fault as an AriregFault. */
function soapBody(xml: string): XmlElement {
  const envelope = readXml(xml);
  const body = child(envelope, 'Body');
  if (envelope.name !== 'Envelope' || !body) throw new AriregFault('not a SOAP envelope');
  const fault = child(body, 'Fault');
  if (fault) throw new AriregFault(`${textAt(fault, 'faultcode')}: ${textAt(fault, 'faultstring')}`);
  return body;
}

/** Reads a request to the register; null when it is no request the register answers. */
export function readAriregRequest(xml: string): ReadRequest | null {
  const body = soapBody(xml);
  const operation = body.children[0];
  if (!operation || (operation.name !== 'detailandmed_v1' && operation.name !== 'esindus_v2')) return null;
  const keha = child(operation, 'keha');
  const registryCode = textAt(keha, 'ariregistri_kood');
  const personalCode = textAt(keha, 'fyysilise_isiku_kood');
  const subject = registryCode ? { registryCode } : personalCode ? { personalCode } : null;
  if (!subject) return null;
  return { query: operation.name, username: textAt(keha, 'ariregister_kasutajanimi'), password: textAt(keha, 'ariregister_parool'), subject };
}

/** The register's status codes: R entered, L in liquidation, N bankrupt, K deleted. */
const statuses: Record<string, CompanyStatus> = { R: 'active', L: 'liquidation', N: 'liquidation', K: 'deleted' };
/** The register's role codes that carry a right to represent: JUHL board member, PROK procurator, LIKV liquidator. */
const roles: Record<string, RepresentativeRole> = { JUHL: 'boardMember', PROK: 'procurator', LIKV: 'liquidator' };

export const companyStatusOf = (code: string): CompanyStatus | null => statuses[code] ?? null;

/** A company's representatives as `esindus_v2` lists them: Estonian natural persons (isiku_liik F, EST) only. */
function representativesOf(item: XmlElement): CompanyRepresentative[] {
  return children(item, 'item', 'isikud')
    .filter((person) => textAt(person, 'isiku_liik') === 'F' && (textAt(person, 'isikukood_riik') || 'EST') === 'EST')
    .map((person) => ({
      personalCode: textAt(person, 'fyysilise_isiku_kood'),
      givenName: textAt(person, 'fyysilise_isiku_eesnimi'),
      surname: textAt(person, 'fyysilise_isiku_perenimi'),
      role: roles[textAt(person, 'fyysilise_isiku_roll')] ?? 'other',
      alone: textAt(person, 'ainuesindusoigus_olemas') === 'JAH',
    }));
}

/** The companies of an `esindus_v2` answer, without address and VAT number (detailandmed_v1 has those). */
export function readRepresentationAnswer(xml: string): Company[] {
  const answer = child(soapBody(xml), 'esindus_v2Response');
  if (!answer) throw new AriregFault('no esindus_v2Response in the answer');
  return children(answer, 'item', 'keha', 'ettevotjad').map((item) => {
    const status = companyStatusOf(textAt(item, 'staatus'));
    if (!status) throw new AriregFault(`unknown company status ${textAt(item, 'staatus')}`);
    return {
      registryCode: textAt(item, 'ariregistri_kood'),
      name: textAt(item, 'arinimi'),
      legalForm: textAt(item, 'oiguslik_vorm'),
      status,
      address: '',
      vatNumber: null,
      representatives: representativesOf(item),
    };
  });
}

/** What `detailandmed_v1` says of a company: everything but its representatives (`esindus_v2`). */
export type GeneralData = Omit<Company, 'representatives'>;

/** The company of a `detailandmed_v1` answer, or null when the register knows no such code. */
export function readDetailAnswer(xml: string): GeneralData | null {
  const answer = child(soapBody(xml), 'detailandmed_v1Response');
  if (!answer) throw new AriregFault('no detailandmed_v1Response in the answer');
  const [item] = children(answer, 'item', 'keha', 'ettevotjad');
  if (!item) return null;
  const general = child(item, 'yldandmed');
  const status = companyStatusOf(textAt(general, 'staatus'));
  if (!status) throw new AriregFault(`unknown company status ${textAt(general, 'staatus')}`);
  // The address in force is the one without an end date.
  const address = children(general, 'item', 'aadressid').find((entry) => !textAt(entry, 'lopp_kpv'));
  return {
    registryCode: textAt(item, 'ariregistri_kood'),
    name: textAt(item, 'nimi'),
    legalForm: textAt(general, 'oiguslik_vorm'),
    status,
    address: textAt(address, 'aadress_ads__ads_normaliseeritud_taisaadress'),
    vatNumber: textAt(general, 'kmkr_nr') || null,
  };
}
