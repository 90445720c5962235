import { createHash } from 'crypto';
import { loginOutcomeCode } from '../login-outcomes';
import { mobileIdPhoneText } from '../../e-id-sandbox/mobile-id-phone';
import { MobileIdClient } from '../mobile-id-client';
import { mobileIdDisplayText } from '../mobile-id-display-text';
import { mobileIdVerificationCode } from '../verification-codes';

/*
 * Mobile-ID (MID REST) against SK ID Solutions' published material: the MID REST documentation
 * (SK-EID/MID README.md) and SK-EID/mid-rest-java-client's tests and recorded requests and answers.
 */

describe('the Mobile-ID verification code, from SK\'s vectors', () => {
  it('is 1462 for the hash of the MID documentation\'s example (mid-rest-java-client VerificationCodeCalculatorTest)', () => {
    expect(mobileIdVerificationCode(Buffer.from('2f665f6a6999e0ef0752e00ec9f453adf59d8cb6', 'hex'))).toBe('1462');
  });

  it('is 3843 for SHA-512 of "HACKERMAN_SHA512" and 6008 for SHA-256 of "HACKERMAN_SHA256" (same test class)', () => {
    expect(mobileIdVerificationCode(createHash('sha512').update('HACKERMAN_SHA512').digest())).toBe('3843');
    expect(mobileIdVerificationCode(createHash('sha256').update('HACKERMAN_SHA256').digest())).toBe('6008');
  });
});

describe('the Mobile-ID display text and its format (MID README 3.2.3: GSM-7 40 characters, UCS-2 20)', () => {
  it('sends the README\'s example text as GSM-7 ("displayText": "This is display text.", "displayTextFormat": "GSM-7")', () => {
    expect(mobileIdDisplayText('This is display text.')).toEqual({ displayText: 'This is display text.', displayTextFormat: 'GSM-7' });
  });

  it('sends Russian as UCS-2, as mid-rest-java-client\'s recorded request authenticationRequestUcs2.json ("Войти", "UCS-2")', () => {
    expect(mobileIdDisplayText('Войти')).toEqual({ displayText: 'Войти', displayTextFormat: 'UCS-2' });
  });

  it('sends Estonian õ, š, ž as UCS-2: the README lists them among UCS-2\'s characters, outside GSM-7; ä, ö, ü are GSM-7', () => {
    expect(mobileIdDisplayText('Sisselogimine: Tõnu').displayTextFormat).toBe('UCS-2');
    expect(mobileIdDisplayText('Šokolaad').displayTextFormat).toBe('UCS-2');
    expect(mobileIdDisplayText('Äri, Öö, Üks')).toEqual({ displayText: 'Äri, Öö, Üks', displayTextFormat: 'GSM-7' });
  });

  it('cuts a text to the documented limits: 40 GSM-7 characters with at most 5 from the extension table, 20 UCS-2 ones', () => {
    expect(mobileIdDisplayText('x'.repeat(45))).toEqual({ displayText: 'x'.repeat(40), displayTextFormat: 'GSM-7' });
    expect(mobileIdDisplayText('€'.repeat(7))).toEqual({ displayText: '€'.repeat(5), displayTextFormat: 'GSM-7' });
    expect(mobileIdDisplayText('Я'.repeat(25))).toEqual({ displayText: 'Я'.repeat(20), displayTextFormat: 'UCS-2' });
  });

  it('is what the client sends: the format with the text, so that Russian does not arrive as blanks', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const client = new MobileIdClient({
      baseUrl: 'https://tsp.demo.sk.ee/mid-api', relyingPartyUUID: '00000000-0000-0000-0000-000000000000', relyingPartyName: 'DEMO', trustedCertificates: [],
      fetch: (async (_url: string, init?: RequestInit) => {
        sent.push(JSON.parse(String(init!.body)));
        // MID README 3.2.5, example response.
        return new Response(JSON.stringify({ sessionID: 'de305d54-75b4-431b-adb2-eb6b9e546015' }), { status: 200 });
      }) as typeof fetch,
    });
    await client.startAuthentication('+37200000766', '60001019906', 'RUS', 'Войти');
    expect(sent[0]).toMatchObject({ phoneNumber: '+37200000766', nationalIdentityNumber: '60001019906', language: 'RUS', displayText: 'Войти', displayTextFormat: 'UCS-2' });
    // The sandbox, reading the request as MID REST does, shows the text on the phone as sent.
    expect(mobileIdPhoneText(sent[0]!)).toEqual({ ok: true, shown: 'Войти' });
  });
});

describe('the Mobile-ID sandbox reads displayText as MID REST does (README 3.2.3)', () => {
  it('shows characters outside GSM-7 as spaces when no format is given: the fault the format prevents', () => {
    expect(mobileIdPhoneText({ displayText: 'Войти' })).toEqual({ ok: true, shown: '     ' });
    expect(mobileIdPhoneText({ displayText: 'Tõnu', displayTextFormat: 'GSM-7' })).toEqual({ ok: true, shown: 'T nu' });
  });

  it('refuses another format, and a text over the limit of its format', () => {
    expect(mobileIdPhoneText({ displayText: 'x', displayTextFormat: 'UTF-8' })).toMatchObject({ ok: false });
    expect(mobileIdPhoneText({ displayText: 'Я'.repeat(21), displayTextFormat: 'UCS-2' })).toMatchObject({ ok: false });
    expect(mobileIdPhoneText({ displayText: 'x'.repeat(41), displayTextFormat: 'GSM-7' })).toMatchObject({ ok: false });
    expect(mobileIdPhoneText({ displayText: '{}[]^|', displayTextFormat: 'GSM-7' })).toMatchObject({ ok: false });
  });
});

describe('SK\'s recorded Mobile-ID session answers (mid-rest-java-client src/test/resources/responses/)', () => {
  const clientAnswering = (body: string) => new MobileIdClient({
    baseUrl: 'https://tsp.demo.sk.ee/mid-api', relyingPartyUUID: '00000000-0000-0000-0000-000000000000', relyingPartyName: 'DEMO', trustedCertificates: [],
    fetch: (async () => new Response(body, { status: 200 })) as typeof fetch,
  });
  const hash = Buffer.alloc(64, 1);

  it.each([
    ['sessionStatusWhenPhoneAbsent.json', 'phoneAbsent', '{\n  "state": "COMPLETE",\n  "result": "PHONE_ABSENT"\n}'],
    ['sessionStatusWhenUserCancelled.json', 'userRefused', '{\n  "state": "COMPLETE",\n  "result": "USER_CANCELLED"\n}'],
  ])('%s ends the login with the outcome %s', async (_file, outcome, body) => {
    const answer = await clientAnswering(body).poll('de305d54-75b4-431b-adb2-eb6b9e546015', hash);
    expect(answer.state).toBe('COMPLETE');
    expect(loginOutcomeCode((answer as { result: string }).result)).toBe(outcome);
  });

  it('sessionStatusRunning.json ({"state": "RUNNING", "result": ""}) keeps it running', async () => {
    expect(await clientAnswering('{\n  "state": "RUNNING",\n  "result": ""\n}').poll('de305d54-75b4-431b-adb2-eb6b9e546015', hash)).toEqual({ state: 'RUNNING' });
  });
});
