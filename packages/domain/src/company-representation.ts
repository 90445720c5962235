/**
 * A company as the e-Business Register describes it, and who may act for it: pure rules, no register calls.
 * The register's adapter (cms/src/adapters/business-register/) reshapes its answers into these types.
 */

/** `liquidation` includes bankruptcy: in both, the board no longer buys for the company. */
export type CompanyStatus = 'active' | 'liquidation' | 'deleted';

/** The roles that carry a right to represent; every other role in the register (shareholder, auditor…) is `other`. */
export type RepresentativeRole = 'boardMember' | 'procurator' | 'liquidator' | 'other';

export interface CompanyRepresentative {
  personalCode: string;
  givenName: string;
  surname: string;
  role: RepresentativeRole;
  /** Whether the register says the person represents the company alone (ainuesindusõigus) or only with others. */
  alone: boolean;
}

export interface Company {
  registryCode: string;
  name: string;
  /** The legal form as the register abbreviates it (OÜ, AS, MTÜ…). */
  legalForm: string;
  status: CompanyStatus;
  /** The registered address, one line; empty when the register has none. */
  address: string;
  vatNumber: string | null;
  representatives: CompanyRepresentative[];
}

/** Why a person may not act for a company. */
export type ActingRefusal = 'notRepresentative' | 'companyDeleted' | 'companyInLiquidation';

export type ActingRight =
  | { kind: 'alone' }
  /** Another representative must confirm; `others` are the ones who can. */
  | { kind: 'jointly'; others: CompanyRepresentative[] }
  | { kind: 'none'; reason: ActingRefusal };

const representingRoles: readonly RepresentativeRole[] = ['boardMember', 'procurator', 'liquidator'];

/** Why nobody may buy for the company any more, or null while it is active. */
export function companyRefusal(company: Pick<Company, 'status'>): Exclude<ActingRefusal, 'notRepresentative'> | null {
  if (company.status === 'deleted') return 'companyDeleted';
  if (company.status === 'liquidation') return 'companyInLiquidation';
  return null;
}

/** What `personalCode` may do for the company: buy alone, buy with a second representative's confirmation, or nothing. */
export function actingRightOf(company: Company, personalCode: string): ActingRight {
  const refusal = companyRefusal(company);
  if (refusal) return { kind: 'none', reason: refusal };
  const representing = company.representatives.filter((person) => representingRoles.includes(person.role));
  const own = representing.filter((person) => person.personalCode === personalCode);
  if (!own.length) return { kind: 'none', reason: 'notRepresentative' };
  if (own.some((person) => person.alone)) return { kind: 'alone' };
  return { kind: 'jointly', others: representing.filter((person) => person.personalCode !== personalCode) };
}

/** Whether `confirmer` completes `actor`'s joint right: another representative of the same company. */
export function confirmsJointly(company: Company, actor: string, confirmer: string): boolean {
  if (actor === confirmer) return false;
  const right = actingRightOf(company, confirmer);
  return right.kind === 'alone' || right.kind === 'jointly';
}
