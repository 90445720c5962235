import type { Company } from '@kindlustus/domain';
import type { IncomingMessage, ServerResponse } from 'http';
import { BodyTooLarge, readSandboxBody } from '../sandbox-http';
import { readAriregRequest } from './arireg-protocol';
import { detailAnswer, faultAnswer, representationAnswer } from './sandbox-answers';
import { sandboxCompanies } from './sandbox-companies';

export interface BusinessRegisterSandboxOptions {
  /** The credentials the sandbox accepts (the CMS's client sends the same ones). */
  username: string;
  password: string;
  companies?: Company[];
  /** Registry codes the sandbox does not answer for (SANDBOX_BUSINESS_REGISTER_SILENT), to exercise a register that is down. */
  silentCodes?: ReadonlySet<string>;
  /**
   * Registry codes the sandbox reports deleted (SANDBOX_BUSINESS_REGISTER_DELETED): a company deleted since its quote.
   * Read at each request, as the silent codes are: a test serving the handler itself changes the set between steps.
   */
  deletedCodes?: ReadonlySet<string>;
}

/**
 * A local stand-in for the e-Business Register's XML services: it reads the same SOAP requests (detailandmed_v1,
 * esindus_v2) and answers with the same elements, from the sandbox companies.
 */
export function createBusinessRegisterSandbox(options: BusinessRegisterSandboxOptions) {
  const companies = options.companies ?? sandboxCompanies;
  /** The companies as the register has them now: those named in deletedCodes deleted. */
  const companiesNow = () => companies.map((company) => (options.deletedCodes?.has(company.registryCode) ? { ...company, status: 'deleted' as const } : company));
  const answer = (res: ServerResponse, status: number, xml: string) => {
    res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' });
    res.end(xml);
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') return answer(res, 405, faultAnswer('SOAP-ENV:Client', 'POST a SOAP request'));
    let request;
    try {
      request = readAriregRequest((await readSandboxBody(req)).toString('utf8'));
    } catch (error) {
      return answer(res, error instanceof BodyTooLarge ? 413 : 500, faultAnswer('SOAP-ENV:Client', 'The request could not be read'));
    }
    if (!request) return answer(res, 500, faultAnswer('SOAP-ENV:Client', 'Unknown query'));
    if (request.username !== options.username || request.password !== options.password) return answer(res, 500, faultAnswer('SOAP-ENV:Client', 'Vale kasutajanimi või parool'));
    if ('registryCode' in request.subject) {
      const { registryCode } = request.subject;
      // A silent code: the connection is dropped, as by a register that is down.
      if (options.silentCodes?.has(registryCode)) return void req.socket.destroy();
      const company = companiesNow().find((candidate) => candidate.registryCode === registryCode);
      return answer(res, 200, request.query === 'detailandmed_v1' ? detailAnswer(company) : representationAnswer(company ? [company] : []));
    }
    const { personalCode } = request.subject;
    if (request.query === 'detailandmed_v1') return answer(res, 500, faultAnswer('SOAP-ENV:Client', 'detailandmed_v1 takes a registry code'));
    return answer(res, 200, representationAnswer(companiesNow().filter((company) => company.representatives.some((person) => person.personalCode === personalCode))));
  };
}
