import { acspV2Payload } from '../acsp-v2';
import { authCode, authCodePayload, deviceLink, unprotectedDeviceLink } from '../smart-id-device-link';
import { SmartIdV3Client } from '../smart-id-v3-client';
import { sk } from './sk-authcode-example.test.helpers';

/*
 * Smart-ID RP API v3 device links and ACSP_V2, against SK ID Solutions' published examples. Every input and
 * expected value comes from SK (the page named at each test) or, where SK gives no value for a variant, from
 * SK's formula applied with openssl outside this code (the command is next to the value).
 */

const session = { rpChallenge: sk.rpChallenge, relyingPartyName: sk.relyingPartyName, brokeredRpName: sk.brokeredRpName, interactions: sk.interactions, initialCallbackUrl: sk.initialCallbackUrl };
const qrParts = { deviceLinkBase: sk.deviceLinkBase, type: 'QR' as const, sessionToken: sk.sessionToken, lang: 'eng' as const, elapsedSeconds: 22 };

describe('Smart-ID device links, as SK documents them', () => {
  it('make SK\'s QR link of an authentication session, authCode included (device_link_flows.html, Example 4)', () => {
    expect(deviceLink(qrParts, session, sk.sessionSecret)).toBe(sk.qrLink);
  });

  it('assemble the authCode payload of a Web2App session in SK\'s order, callback URL included (authcode.html, "Authentication Session", Web2App)', () => {
    expect(unprotectedDeviceLink({ ...qrParts, type: 'Web2App' })).toBe(sk.web2AppUnprotected);
    expect(authCodePayload(session, 'Web2App', sk.web2AppUnprotected)).toBe(
      `smart-id|ACSP_V2|${sk.rpChallenge}|REVNTw==|RXhhbXBsZSBSUA==|${sk.interactions}|https://rp.example.com/callback-url?value=RrKjjT4aggzu27YBddX1bQ|${sk.web2AppUnprotected}`,
    );
  });

  it('leave the callback URL out of a QR link\'s authCode even when the session has one (authcode.html: "in QR flows, initialCallbackUrl must be empty")', () => {
    const qr = unprotectedDeviceLink(qrParts);
    expect(authCodePayload(session, 'QR', qr)).toBe(`smart-id|ACSP_V2|${sk.rpChallenge}|REVNTw==|RXhhbXBsZSBSUA==|${sk.interactions}||${qr}`);
    expect(authCode(sk.sessionSecret, authCodePayload(session, 'QR', qr))).toBe('OY1eHaD4UYedrBwtqUbSkpa0w7ttm4FllPkCD_3wlE0');
  });

  it('carry the scheme name SK\'s demo environment needs, smart-id-demo (smart-id-java-client DeviceLinkBuilderTest withSchemeName("smart-id-demo"))', () => {
    const qr = unprotectedDeviceLink(qrParts);
    expect(authCodePayload(session, 'QR', qr, 'smart-id-demo').startsWith('smart-id-demo|ACSP_V2|')).toBe(true);
    // printf %s "smart-id-demo|ACSP_V2|<rpChallenge>|REVNTw==|RXhhbXBsZSBSUA==|<interactions>||<QR link>" | openssl dgst -sha256 -mac HMAC -macopt hexkey:<secret> -binary | base64url
    expect(deviceLink(qrParts, session, sk.sessionSecret, 'smart-id-demo')).toBe(`${qr}&authCode=e-fmP7t0rNvWVnOebjktyTtaeX64CIO7rcLKHpmY2Ls`);
  });
});

describe('the Smart-ID v3 client\'s device links', () => {
  // SK's session as the client keeps it, the answer received 22 s before the frame (SK's elapsedSeconds).
  const kept = {
    sessionID: 'de305d54-75b4-431b-adb2-eb6b9e546015', sessionToken: sk.sessionToken, sessionSecret: sk.sessionSecret, deviceLinkBase: sk.deviceLinkBase,
    rpChallenge: sk.rpChallenge, interactions: sk.interactions, receivedAt: 1_000_000,
  };
  const clientWith = (deviceLinkScheme?: string) => new SmartIdV3Client({
    baseUrl: 'https://sid.demo.sk.ee/smart-id-rp', relyingPartyUUID: '00000000-0000-0000-0000-000000000000', relyingPartyName: 'DEMO', trustedCertificates: [],
    ...(deviceLinkScheme ? { deviceLinkScheme } : {}),
  });
  // Our relying party has no brokered name: SK's payload with that field empty, HMAC by openssl as above.
  const qr = 'https://smart-id.com/device-link?deviceLinkType=QR&elapsedSeconds=22&sessionToken=wGIrqveE6AuGDATZKmR1mtAZ&sessionType=auth&version=1.0&lang=eng';

  it('use the scheme smart-id unless told', () => {
    expect(clientWith().deviceLink(kept, 'QR', 'eng', 1_022_000)).toBe(`${qr}&authCode=A0mHB-lPhkXuek831E3p9B0-oc7FO02_1VBztVigd70`);
  });

  it('use the configured scheme, smart-id-demo for SK\'s demo service', () => {
    expect(clientWith('smart-id-demo').deviceLink(kept, 'QR', 'eng', 1_022_000)).toBe(`${qr}&authCode=c4k6s6QPaWq3HotY7jySfWd5RiNEinr-537qKLw73Yk`);
  });
});

describe('ACSP_V2 signed data, as SK documents it (docs/rp-api/3.1.7/response_verification.html, step 9a)', () => {
  // 'smart-id'|'ACSP_V2'|serverRandom|rpChallenge|userChallenge|BASE64(relyingPartyName)|BASE64(brokeredRpName)|BASE64(SHA-256(interactions))|interactionTypeUsed|initialCallbackUrl|flowType
  // serverRandom, userChallenge: SK's recorded answer (smart-id-java-client src/test/resources/responses/session-status-successful-authentication.json).
  const answer = { serverRandom: 'J0iyCYOu8cTWuoD8rD05IIrZ', userChallenge: 'GnsWXXEjTCKR89fj9uo5u5ReBZ9JR7_pezLAI5jMS00', interactionTypeUsed: 'displayTextAndPIN' };
  // printf %s "<interactions>" | openssl dgst -sha256 -binary | base64
  const interactionsDigest = 'RW2HOCLDvRFNWmAOmpWE+3rt7a8q4JGQD3n75d6xJHM=';
  const signed = (callbackUrl: string, flowType: string, scheme = 'smart-id') =>
    [scheme, 'ACSP_V2', answer.serverRandom, sk.rpChallenge, answer.userChallenge, 'REVNTw==', 'RXhhbXBsZSBSUA==', interactionsDigest, 'displayTextAndPIN', callbackUrl, flowType].join('|');

  it('sign the callback URL in a same-device flow', () => {
    expect(acspV2Payload(session, { ...answer, flowType: 'Web2App' })).toBe(signed(sk.initialCallbackUrl, 'Web2App'));
    expect(acspV2Payload(session, { ...answer, flowType: 'App2App' })).toBe(signed(sk.initialCallbackUrl, 'App2App'));
  });

  it('sign an empty callback URL when the person confirmed by QR, though the session named one (SK: the URL only for same-device flows)', () => {
    expect(acspV2Payload(session, { ...answer, flowType: 'QR' })).toBe(signed('', 'QR'));
  });

  it('carry the configured scheme name (smart-id-java-client DeviceLinkAuthenticationResponseValidator.validate(..., "smart-id-demo", ...))', () => {
    expect(acspV2Payload(session, { ...answer, flowType: 'QR' }, 'smart-id-demo')).toBe(signed('', 'QR', 'smart-id-demo'));
  });
});
