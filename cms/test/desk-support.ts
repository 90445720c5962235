import { createHash } from 'crypto';
import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { graphqlClient } from './graphql';
import { request } from './http';
import { POLL } from './purchase-operations';
import { until } from './waiting';

/** What the broker desk's API suites share: the admin's cases, the customer's quote, staff's answer, a payment. */
export const casesApi = '/content-manager/collection-types/api::desk-case.desk-case';
export const inputs: Record<string, Record<string, unknown>> = sampleQuoteInputs(todayInTallinn());

const LINE = 'id insurerId insurerName status reason declineNote premium instalmentsAllowed coverRows { key included limit } deductibles { key amount percent } compensationLimits { key amount } documentLinks { title url } validUntil valid desk { office answerBy }';
export const START = `mutation($form: String!, $input: JSON!, $lang: String) { startQuote(form: $form, input: $input, language: $lang) { quote { id } rejection { code } } }`;
const READ = `query($id: ID!) { customerQuote(id: $id) { complete deskPending insurersAsked insurersAnswered offers { ${LINE} } } }`;
export type Line = Record<string, any>;

/** The helpers of a suite whose CMS answers at `url`, with an admin's `token` (both known once it booted). */
export function deskTools(booted: () => { url: string; token: string }) {
  /** A quote in `lang` whose insurers by machine have all answered; the desk's line still waits. */
  async function deskQuote(form: 'forestry-machine' | 'employer-health', lang: string, email: string, client = graphqlClient(booted().url), input: Record<string, unknown> = {}) {
    const started = (await client.query(START, { form, input: { ...inputs[form], email, ...input }, lang })).data.startQuote;
    expect(started.rejection).toBeNull();
    const read = async () => (await client.query(READ, { id: started.quote.id })).data.customerQuote;
    const quote = await until('the insurers by machine', async () => {
      const current = await read();
      return current.complete ? current : null;
    });
    const line: Line = quote.offers.find((offer: Line) => offer.insurerId === 'saarte');
    const cases = (await request(booted().url, `${casesApi}?page=1&pageSize=100&sort=id:DESC`, { token: booted().token })).body.results as Line[];
    const found = cases.find((row) => row.quoteId === started.quote.id)!;
    return { quoteId: started.quote.id as string, quote, line, read, deskCase: found };
  }

  /** A file in the media library, as staff upload the insurer's documents there; its address and bytes. */
  async function uploaded(name: string, text: string) {
    const form = new FormData();
    form.append('files', new Blob([text], { type: 'application/pdf' }), name);
    const [file] = (await (await fetch(`${booted().url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${booted().token}` }, body: form })).json()) as [{ id: number; url: string }];
    return { ...file, sha256: createHash('sha256').update(text).digest('hex') };
  }
  /** Logs the client in (Smart-ID sandbox). */
  async function login(client: ReturnType<typeof graphqlClient>) {
    const started = (await client.query(`mutation { startSmartIdLogin(personalCode: "40504040001", language: "et") { login { loginId } rejection { code } } }`)).data.startSmartIdLogin;
    await until('the login', async () => (await client.query(POLL, { id: started.login.loginId })).data.pollLogin.state === 'COMPLETE');
  }

  /**
   * Starts paying the cart of a client logged in beforehand (`loggedIn`), else logs it in first; the payment's order
   * or rejection. A company's quote (the forestry machine's policyholder is a registry code) is not handed over at
   * a login: whoever buys for a company quotes logged in.
   */
  async function pay(client: ReturnType<typeof graphqlClient>, key: string, email: string, loggedIn = false) {
    if (!loggedIn) await login(client);
    const PAY = `mutation { startPayment(idempotencyKey: "${key}", language: "et", bank: "LHV", email: "${email}", termsAccepted: true, demandsAndNeedsConfirmed: true) { order { id paymentUrl } rejection { code } } }`;
    return (await client.query(PAY)).data.startPayment as { order: { id: string; paymentUrl: string } | null; rejection: { code: string } | null };
  }

  const save = (documentId: string, data: Record<string, unknown>) => request(booted().url, `${casesApi}/${documentId}`, { method: 'PUT', token: booted().token, body: data });

  return { deskQuote, save, uploaded, login, pay };
}
