import { actingRightOf, companyRefusal, isRegistryCode, type Company } from '@kindlustus/domain';
import { askWithin, type BusinessRegister } from '../../adapters/business-register/business-register';
import { reject, type Outcome } from '../outcome';

export interface CompanyLookup {
  registryCode: string;
  /** False when the text is no Estonian registry code (its check digit included). */
  valid: boolean;
  /** False when the register did not answer (or none is configured): the form takes the company as typed, to be checked. */
  registerAnswered: boolean;
  company: Company | null;
  /** Why nobody may insure the company here: companyDeleted or companyInLiquidation; null for an active one. */
  refusal: string | null;
}

export interface ActingChoice {
  company: Company;
  right: 'alone' | 'jointly';
}


/** The quote form's company lookup and the companies a logged-in person may act for, from the e-Business Register. */
export function createCompanyService(register: BusinessRegister, timeoutMs: number) {
  async function lookup(input: string): Promise<CompanyLookup> {
    const registryCode = input.trim();
    if (!isRegistryCode(registryCode)) return { registryCode, valid: false, registerAnswered: true, company: null, refusal: null };
    const answer = await askWithin(() => register.company(registryCode), timeoutMs);
    if (!answer.answered) return { registryCode, valid: true, registerAnswered: false, company: null, refusal: null };
    const company = answer.value;
    return { registryCode, valid: true, registerAnswered: true, company, refusal: company ? companyRefusal(company) : null };
  }

  /** Null when the register did not answer; else the companies the person may act for, alone or jointly. */
  async function choicesOf(personalCode: string): Promise<ActingChoice[] | null> {
    const answer = await askWithin(() => register.companiesOf(personalCode), timeoutMs);
    if (!answer.answered) return null;
    return answer.value.flatMap((company) => {
      const right = actingRightOf(company, personalCode);
      return right.kind === 'none' ? [] : [{ company, right: right.kind }];
    });
  }

  /**
   * Whether `personalCode` may act for `registryCode` now, asked of the register (never taken from the list shown):
   * the company and the right, or why not. 400 invalidRegistryCode, 503 businessRegisterUnavailable, 404
   * companyNotFound, 403 notRepresentative, 409 companyDeleted / companyInLiquidation.
   */
  async function actingChoice(personalCode: string, input: string): Promise<Outcome<ActingChoice>> {
    const registryCode = input.trim();
    if (!isRegistryCode(registryCode)) return reject(400, 'invalidRegistryCode');
    const answer = await askWithin(() => register.company(registryCode), timeoutMs);
    if (!answer.answered) return reject(503, 'businessRegisterUnavailable');
    const company = answer.value;
    if (!company) return reject(404, 'companyNotFound');
    const right = actingRightOf(company, personalCode);
    if (right.kind === 'none') return reject(right.reason === 'notRepresentative' ? 403 : 409, right.reason);
    return { ok: true, value: { company, right: right.kind } };
  }

  /** The registry codes whose policies `personalCode` sees: the companies they may act for now (alone or jointly); null while the register is silent. */
  async function representedCodes(personalCode: string): Promise<string[] | null> {
    return (await choicesOf(personalCode))?.map((choice) => choice.company.registryCode) ?? null;
  }

  return { lookup, choicesOf, actingChoice, representedCodes };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
