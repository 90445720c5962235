import type { Company } from '@kindlustus/domain';
import { outsideFetch, type HttpFetch } from '../outside-http';
import { ariregRequest, readDetailAnswer, readRepresentationAnswer, type AriregCredentials, type AriregQuery, type AriregSubject } from './arireg-protocol';
import type { BusinessRegister } from './business-register';

export interface AriregClientOptions extends AriregCredentials {
  /** The XML services' address: https://ariregxmlv6.rik.ee/ live, the sandbox's /sandbox/business-register otherwise. */
  url: string;
  fetch?: HttpFetch;
}

/** The e-Business Register's XML services over HTTPS (SOAP 1.1), through the CMS's one outside HTTP client. */
export class AriregClient implements BusinessRegister {
  private readonly fetch: HttpFetch;

  constructor(private readonly options: AriregClientOptions) {
    this.fetch = options.fetch ?? outsideFetch;
  }

  private async ask(query: AriregQuery, subject: AriregSubject): Promise<string> {
    const answer = await this.fetch(this.options.url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '' },
      body: ariregRequest(query, this.options, subject),
    });
    const text = await answer.text();
    // A SOAP fault comes with status 500 and is read as one; any other failure has no envelope to read.
    if (!answer.ok && !text.includes('Fault>')) throw new Error(`The business register answered ${answer.status}`);
    return text;
  }

  async company(registryCode: string): Promise<Company | null> {
    const [detail, representation] = await Promise.all([
      this.ask('detailandmed_v1', { registryCode }).then(readDetailAnswer),
      this.ask('esindus_v2', { registryCode }).then(readRepresentationAnswer),
    ]);
    if (!detail) return null;
    const representatives = representation.find((company) => company.registryCode === registryCode)?.representatives ?? [];
    return { ...detail, representatives };
  }

  async companiesOf(personalCode: string): Promise<Company[]> {
    return readRepresentationAnswer(await this.ask('esindus_v2', { personalCode }));
  }
}
