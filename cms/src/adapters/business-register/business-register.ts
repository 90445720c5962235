import type { Company } from '@kindlustus/domain';

/** The e-Business Register as the broker needs it: a company by its registry code, the companies a person represents. */
export interface BusinessRegister {
  /** The company with its representatives; null when the register knows no such code (an answer, not an error). */
  company(registryCode: string): Promise<Company | null>;
  /** Every company the register names the person in, with all its representatives (the rights are read from them). */
  companiesOf(personalCode: string): Promise<Company[]>;
}

/** BUSINESS_REGISTER=off: nothing is asked; the quote form takes the company as typed, and nobody acts for a company. */
export class NoBusinessRegister implements BusinessRegister {
  async company(): Promise<Company | null> {
    throw new Error('No business register is configured');
  }
  async companiesOf(): Promise<Company[]> {
    throw new Error('No business register is configured');
  }
}

/** The register's answer, or `unanswered` when it fails or does not answer within `timeoutMs`. */
export async function askWithin<T>(ask: () => Promise<T>, timeoutMs: number): Promise<{ answered: true; value: T } | { answered: false }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<{ answered: false }>((resolve) => {
    timer = setTimeout(() => resolve({ answered: false }), timeoutMs);
  });
  try {
    return await Promise.race([ask().then((value) => ({ answered: true as const, value })), silence]);
  } catch {
    return { answered: false };
  } finally {
    clearTimeout(timer);
  }
}
