import { actingRightOf, isRegistryCode, type Company } from '@kindlustus/domain';
import { askWithin, type BusinessRegister } from '../../adapters/business-register/business-register';
import { reject, type Outcome } from '../outcome';

/** A purchase's line as the check needs it: the offer and whom its policy is for. */
export interface ActingLine {
  offerId: string;
  policyholder: { code: string };
}

export interface ActingRightDeps {
  register: BusinessRegister;
  timeoutMs: number;
  /**
   * Whether another representative, who may still act for the company, has confirmed these offers of
   * `personalCode`'s purchase (a joint right: joint-confirmations.ts).
   */
  jointlyConfirmed?: (company: Company, personalCode: string, offerIds: string[]) => Promise<boolean>;
}

/**
 * Whether `personalCode` may buy each line whose policyholder is a company (a registry code; a personal code is a
 * person buying for a person, as before). Asked of the register every time, never remembered: a right that ended
 * since the quote ends the purchase. The one check of the right to represent; the payment start calls it before
 * any payment method (bank or invoice) is asked.
 * Refusals: 503 businessRegisterUnavailable (no answer: no purchase without the check), 409 companyNotFound,
 * 409 companyDeleted / companyInLiquidation, 403 notRepresentative, 409 secondRepresentativeNeeded (jointly, not yet confirmed).
 */
export async function checkActingRight(deps: ActingRightDeps, personalCode: string, lines: readonly ActingLine[]): Promise<Outcome<Company[]>> {
  const offersByCompany = new Map<string, string[]>();
  for (const line of lines) {
    if (isRegistryCode(line.policyholder.code)) offersByCompany.set(line.policyholder.code, [...(offersByCompany.get(line.policyholder.code) ?? []), line.offerId]);
  }
  const companies: Company[] = [];
  for (const [registryCode, offerIds] of offersByCompany) {
    // The company is named in the refusal: the payment page asks a second representative for a joint right.
    const refuse = (status: number, code: string, companyName = '') => reject<Company[]>(status, code, { errors: [{ field: 'company', code, params: { registryCode, companyName } }] });
    const answer = await askWithin(() => deps.register.company(registryCode), deps.timeoutMs);
    if (!answer.answered) return refuse(503, 'businessRegisterUnavailable');
    const company = answer.value;
    if (!company) return refuse(409, 'companyNotFound');
    const right = actingRightOf(company, personalCode);
    if (right.kind === 'none') return refuse(right.reason === 'notRepresentative' ? 403 : 409, right.reason, company.name);
    if (right.kind === 'jointly' && !(await deps.jointlyConfirmed?.(company, personalCode, offerIds))) return refuse(409, 'secondRepresentativeNeeded', company.name);
    companies.push(company);
  }
  return { ok: true, value: companies };
}
