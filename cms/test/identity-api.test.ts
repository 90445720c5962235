import { generateKeyPairSync, type KeyObject, type X509Certificate } from 'crypto';
import { writeFileSync } from 'fs';
import path from 'path';
import { clientAuth, extendedKeyUsage, keyUsage, makeCertificate, smartIdAuthenticationProfile } from '../src/adapters/e-id/test-certificates.test.helpers';
import { sharedCommerceCms } from './commerce-cms';
import { graphqlClient, siteOrigin } from './graphql';
import type { SharedCms } from './shared-cms';
import { until } from './waiting';

/**
 * One person is one identity (country and code): a Lithuanian e-ID whose 11 digits equal an Estonian
 * customer's personal code opens no session and leaves that customer as it was. Only Estonian identities
 * log in (see docs/provider-api.md, "Who can log in").
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
type Client = ReturnType<typeof graphqlClient>;

const ME = `{ me { customer { personalCode givenName surname } loginMethod } }`;
const START_SMART_ID = `mutation($code: String!) { startSmartIdLogin(personalCode: $code, language: "en") { login { loginId } rejection { code } } }`;
const START_DEVICE_LINK = `mutation { startSmartIdLogin(language: "en") { login { loginId } rejection { code } } }`;
const DEVICE_LINK = `query($id: ID!) { smartIdDeviceLink(loginId: $id, type: QR) { deviceLink { link } rejection { code } } }`;
const POLL = `mutation($id: ID!) { pollLogin(loginId: $id) { state outcome customer { personalCode givenName surname } } }`;
const START_ID_CARD = `mutation { startIdCardLogin { challenge { loginId challengeNonce } rejection { code } } }`;
const FINISH_ID_CARD = `mutation($id: ID!, $token: JSON!) { finishIdCardLogin(loginId: $id, authToken: $token) { state outcome customer { personalCode givenName surname } } }`;

/** A Lithuanian person's certificate and key in the sandbox's extra identities folder (PNOLT-<code>.pem/.key). */
function addLithuanian(dir: string, code: string, publicKey: KeyObject, privateKey: KeyObject, extensions: Buffer[]): X509Certificate {
  const certificate = makeCertificate({
    subject: { C: 'LT', CN: `PETRAITIS,JONAS,PNOLT-${code}`, SN: 'PETRAITIS', GN: 'JONAS', serialNumber: `PNOLT-${code}` },
    publicKey,
    extensions,
  });
  writeFileSync(path.join(dir, `PNOLT-${code}.pem`), certificate.toString());
  writeFileSync(path.join(dir, `PNOLT-${code}.key`), privateKey.export({ type: 'pkcs8', format: 'pem' }));
  return certificate;
}

describe.each(targets)('who may log in, on %s', (target) => {
  // The run's shared CMS (commerce-cms.ts): the Lithuanians go into its extra identities' folder, which the e-ID
  // sandboxes read at each login; no other suite logs a foreign person in.
  let cms: SharedCms;
  const url = () => cms.url;

  beforeAll(async () => {
    cms = await sharedCommerceCms(target);
    const extras = cms.env.E_ID_SANDBOX_EXTRA_IDENTITIES!;
    // Smart-ID's keys are RSA in SK's authentication profile; an ID card's EC with clientAuth.
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    addLithuanian(extras, '30303039914', rsa.publicKey, rsa.privateKey, smartIdAuthenticationProfile());
    const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    addLithuanian(extras, '40504040001', ec.publicKey, ec.privateKey, [keyUsage(0x80, 7), extendedKeyUsage(clientAuth)]);
  });

  const pollUntilDone = (client: Client, loginId: string) =>
    until('the login to finish', async () => {
      const state = (await client.query(POLL, { id: loginId })).data.pollLogin;
      return state.state === 'RUNNING' ? null : state;
    }, 20_000);

  const idCardToken = async (who: string, challengeNonce: string) =>
    (await fetch(`${url()}/sandbox/id-card/web-eid/authenticate`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ personalCode: who, challengeNonce, origin: siteOrigin }),
    })).json();

  it('refuses a Lithuanian Smart-ID whose digits are an Estonian customer\'s code: no session, the customer unchanged', async () => {
    const estonian = graphqlClient(url());
    const started = (await estonian.query(START_SMART_ID, { code: '30303039914' })).data.startSmartIdLogin;
    expect(await pollUntilDone(estonian, started.login.loginId)).toEqual({
      state: 'COMPLETE', outcome: 'ok', customer: { personalCode: '30303039914', givenName: 'OK', surname: 'TESTNUMBER' },
    });

    // The Lithuanian scans a QR code with the Smart-ID app: the certificate says PNOLT-30303039914.
    const lithuanian = graphqlClient(url());
    const loginId = (await lithuanian.query(START_DEVICE_LINK)).data.startSmartIdLogin.login.loginId;
    const { link } = (await lithuanian.query(DEVICE_LINK, { id: loginId })).data.smartIdDeviceLink.deviceLink;
    const scanned = await fetch(`${url()}/sandbox/e-id/smart-id-app/scan`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ link, personalCode: 'PNOLT-30303039914' }),
    });
    expect(await scanned.json()).toEqual({ accepted: true, endResult: 'OK' });
    expect(await pollUntilDone(lithuanian, loginId)).toEqual({ state: 'FAILED', outcome: 'foreignIdentity', customer: null });
    expect((await lithuanian.query(ME)).data.me).toBeNull();
    expect((await estonian.query(ME)).data.me).toEqual({ customer: { personalCode: '30303039914', givenName: 'OK', surname: 'TESTNUMBER' }, loginMethod: 'smartId' });
  });

  it('refuses a Lithuanian ID card whose digits are an Estonian customer\'s code: no session, the customer unchanged', async () => {
    const estonian = graphqlClient(url());
    const first = (await estonian.query(START_ID_CARD)).data.startIdCardLogin.challenge;
    expect((await estonian.query(FINISH_ID_CARD, { id: first.loginId, token: await idCardToken('40504040001', first.challengeNonce) })).data.finishIdCardLogin).toEqual({
      state: 'COMPLETE', outcome: 'ok', customer: { personalCode: '40504040001', givenName: 'OK', surname: 'TESTNUMBER' },
    });

    const lithuanian = graphqlClient(url());
    const next = (await lithuanian.query(START_ID_CARD)).data.startIdCardLogin.challenge;
    const token = await idCardToken('PNOLT-40504040001', next.challengeNonce);
    expect((await lithuanian.query(FINISH_ID_CARD, { id: next.loginId, token })).data.finishIdCardLogin).toEqual({ state: 'FAILED', outcome: 'foreignIdentity', customer: null });
    expect((await lithuanian.query(ME)).data.me).toBeNull();
    expect((await estonian.query(ME)).data.me).toEqual({ customer: { personalCode: '40504040001', givenName: 'OK', surname: 'TESTNUMBER' }, loginMethod: 'idCard' });
  });
});
