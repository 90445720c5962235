import { acceptedChoice, browserAsksNotToTrack, choiceCookie, declinedChoice, parseChoice, readChoice, serializeChoice } from './consent-choice';
import { googleConsentOf } from './google-consent';
import { consentDefaultScript } from './consent-default-script';

describe('the consent choice', () => {
  it('round-trips through its cookie and refuses anything else', () => {
    const choice = { analytics: true, marketing: false, functional: true };
    expect(serializeChoice(choice)).toBe('v1.a1.m0.f1');
    expect(parseChoice('v1.a1.m0.f1')).toEqual(choice);
    expect(parseChoice('v0.a1.m0.f1')).toBeNull();
    expect(parseChoice('yes')).toBeNull();
    expect(readChoice('language=et; consent=v1.a0.m1.f0')).toEqual({ analytics: false, marketing: true, functional: false });
    expect(choiceCookie(declinedChoice)).toBe('consent=v1.a0.m0.f0; Path=/; Max-Age=15552000; SameSite=Lax');
  });

  it('maps the categories onto all seven Consent Mode types', () => {
    expect(googleConsentOf(declinedChoice)).toEqual({
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied',
      functionality_storage: 'denied', personalization_storage: 'denied', security_storage: 'denied',
    });
    expect(Object.values(googleConsentOf(acceptedChoice)).every((value) => value === 'granted')).toBe(true);
    expect(googleConsentOf({ analytics: true, marketing: false, functional: false })).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  });

  it('reads Do Not Track and Global Privacy Control', () => {
    expect(browserAsksNotToTrack({ doNotTrack: '1' } as Navigator)).toBe(true);
    expect(browserAsksNotToTrack({ doNotTrack: null, globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(browserAsksNotToTrack({ doNotTrack: '0' } as Navigator)).toBe(false);
  });
});

describe('the consent-default snippet', () => {
  let marks: string[] = [];
  const run = (cookie: string) => {
    const win = {} as { dataLayer: unknown[]; gtag: unknown };
    marks = [];
    const documentElement = { setAttribute: (name: string) => marks.push(name) };
    new Function('window', 'document', consentDefaultScript())(win, { cookie, documentElement });
    return win.dataLayer.map((args) => Array.from(args as ArrayLike<unknown>));
  };

  it('denies all seven types before anything else, and applies a stored choice', () => {
    expect(run('')).toEqual([['consent', 'default', googleConsentOf(declinedChoice)]]);
    expect(run('a=b; consent=v1.a1.m0.f1')).toEqual([
      ['consent', 'default', googleConsentOf(declinedChoice)],
      ['consent', 'update', googleConsentOf({ analytics: true, marketing: false, functional: true })],
    ]);
    expect(marks).toEqual(['data-consent-chosen']);
    expect(run('consent=v1.a1.m0.f1x')).toHaveLength(1);
    expect(marks).toEqual([]);
  });

  it('marks the page of a visitor who chose before, so the pre-rendered banner stays hidden', () => {
    run('');
    expect(marks).toEqual([]);
    run('consent=v1.a0.m0.f0');
    expect(marks).toEqual(['data-consent-chosen']);
  });

  it('is the same text on every page (a CSP can hash it)', () => {
    expect(consentDefaultScript()).toBe(consentDefaultScript());
  });
});
