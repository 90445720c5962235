import type { AuthenticatedIdentity } from '../../adapters/e-id/identity-certificate';
import { estonianPersonOf } from './estonian-identity';

const identity = (semanticsIdentifier: string): AuthenticatedIdentity => ({
  semanticsIdentifier,
  country: semanticsIdentifier.slice(3, 5),
  personalCode: semanticsIdentifier.slice(6),
  givenName: 'OK',
  surname: 'TESTNUMBER',
});

describe('who may log in', () => {
  it('lets in an Estonian identity, keyed by its personal code', () => {
    expect(estonianPersonOf(identity('PNOEE-30303039914'))).toMatchObject({ ok: true, personalCode: '30303039914', person: { birthDate: '1903-03-03' } });
  });

  it('refuses another country\'s identity with the same digits and check digit', () => {
    for (const foreign of ['PNOLT-30303039914', 'PNOLV-30303039914', 'PNOFI-30303039914']) {
      expect(estonianPersonOf(identity(foreign))).toEqual({ ok: false, outcome: 'foreignIdentity' });
    }
    // The parts must be of the identifier itself.
    expect(estonianPersonOf({ ...identity('PNOLT-30303039914'), country: 'EE' })).toEqual({ ok: false, outcome: 'foreignIdentity' });
  });

  it('refuses an Estonian identifier whose code is not a valid Estonian personal code', () => {
    expect(estonianPersonOf(identity('PNOEE-30303039915'))).toEqual({ ok: false, outcome: 'certificateInvalid' });
  });
});
