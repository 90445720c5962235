import { readFileSync } from 'fs';
import path from 'path';
import { uiTextTranslator } from '../../i18n/ui-text-lookup';
import { messageParamsOf, outcomeMessageKey } from './login-messages';

/** The seeded login texts of a language, as the CMS gives them to the site. */
const loginTexts = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(__dirname, '../../../../cms/src/seed/content', `${language}.json`), 'utf8')).global.uiTexts.login;

describe('a login refused for a foreign e-ID', () => {
  it('says in every language that only an Estonian personal code e-ID logs in', () => {
    const key = outcomeMessageKey('foreignIdentity');
    expect(key).toBe('login:foreignIdentity');
    const name = key.split(':')[1]!;
    expect(loginTexts('et')[name]).toMatch(/^Sisse saab logida ainult Eesti isikukoodiga e-ID-ga/);
    expect(loginTexts('ru')[name]).toMatch(/^Войти можно только с e-ID на эстонский личный код/);
    expect(loginTexts('en')[name]).toMatch(/^You can only log in with an e-ID issued for an Estonian personal identification code/);
  });
});

describe('a login refused by a limit on the personal code', () => {
  const translate = (language: string) => uiTextTranslator(language, [{ ns: 'login', data: loginTexts(language) }]);
  const refusal = (code: string, params: Record<string, unknown>) => ({ status: 429, code, errors: [{ field: 'personalCode', code, params }] });

  it('says it came from this network and offers the QR code or the minutes to wait, in every language', () => {
    const rejection = refusal('tooManyLoginsForCodeFromNetwork', { minutes: 5, hours: 1 });
    const say = (language: string) => translate(language)(outcomeMessageKey(rejection.code), messageParamsOf(rejection));
    expect(say('en')).toBe('Too many login requests for this personal code from your network. Log in with the Smart-ID QR code, or try again in 5 minutes.');
    expect(say('et')).toMatch(/sinu võrgust.*QR-koodiga.*5 minuti pärast/);
    expect(say('ru')).toMatch(/из вашей сети.*QR-кода Smart-ID.*через 5 мин/i);
  });

  it('says the day\'s requests are used up and offers the QR code, the ID card or the hours to wait', () => {
    const rejection = refusal('tooManyLoginsForCodeToday', { minutes: 144, hours: 3 });
    const say = (language: string) => translate(language)(outcomeMessageKey(rejection.code), messageParamsOf(rejection));
    expect(say('en')).toBe('Too many login requests for this personal code today. Log in with the Smart-ID QR code or the ID card, or try again in about 3 hours.');
    expect(say('et')).toMatch(/täna.*QR-koodi või ID-kaardiga.*3 tunni pärast/);
    expect(say('ru')).toMatch(/Сегодня.*QR-кода Smart-ID или ID-карты.*3 ч\./);
  });
});
