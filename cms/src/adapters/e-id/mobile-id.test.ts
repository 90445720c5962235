import { generateKeyPairSync, type X509Certificate } from 'crypto';
import { signHash } from './hash-signature';
import { MobileIdClient } from './mobile-id-client';
import { ca, clientAuth, extendedKeyUsage, keyUsage, makeCertificate } from './test-certificates.test.helpers';

const person = { C: 'EE', CN: 'ÄNN,MARY,PNOEE-60001019906', SN: 'ÄNN', GN: 'MARY', serialNumber: 'PNOEE-60001019906' };
const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });

/** A Mobile-ID service whose every session completes OK, signed with `certificate`'s key. */
function serviceAnswering(certificate: X509Certificate): typeof fetch {
  let hash = Buffer.alloc(0);
  return (async (url: string, init?: RequestInit) => {
    if (String(url).endsWith('/authentication')) {
      hash = Buffer.from(JSON.parse(String(init!.body)).hash, 'base64');
      return new Response(JSON.stringify({ sessionID: 'session-1' }), { status: 200 });
    }
    const signature = signHash(keys.privateKey, hash);
    return new Response(JSON.stringify({
      state: 'COMPLETE', result: 'OK', cert: certificate.raw.toString('base64'), signature: { value: signature.value.toString('base64'), algorithm: signature.algorithm },
    }), { status: 200 });
  }) as typeof fetch;
}

async function loginWith(extensions: Buffer[]) {
  const certificate = makeCertificate({ subject: person, publicKey: keys.publicKey, extensions });
  const client = new MobileIdClient({
    baseUrl: 'https://mid.invalid', relyingPartyUUID: '00000000-0000-4000-8000-000000000000', relyingPartyName: 'Tarkus', trustedCertificates: [ca], fetch: serviceAnswering(certificate),
  });
  const started = await client.startAuthentication('+37200000766', '60001019906');
  return client.poll(started.sessionID, started.hash, 10);
}

describe('a Mobile-ID login takes only the person\'s authentication certificate', () => {
  it('takes an authentication certificate (digitalSignature; clientAuth when an extended key usage is named)', async () => {
    const identity = { semanticsIdentifier: 'PNOEE-60001019906', personalCode: '60001019906', country: 'EE', givenName: 'MARY', surname: 'ÄNN' };
    expect(await loginWith([keyUsage(0x80, 7)])).toEqual({ state: 'COMPLETE', result: 'OK', identity });
    expect(await loginWith([keyUsage(0x88, 3), extendedKeyUsage(clientAuth)])).toEqual({ state: 'COMPLETE', result: 'OK', identity });
  });

  it('refuses the person\'s signing certificate (nonRepudiation only), one without key usage, and one for another use', async () => {
    const refused = { state: 'COMPLETE', result: 'CERTIFICATE_INVALID', problem: 'notForAuthentication' };
    expect(await loginWith([keyUsage(0x40, 6)])).toEqual(refused);
    expect(await loginWith([])).toEqual(refused);
    expect(await loginWith([keyUsage(0x80, 7), extendedKeyUsage('1.3.6.1.5.5.7.3.4')])).toEqual(refused);
  });
});
