import { readFileSync } from 'fs';
import path from 'path';
import { outcomeMessageKey } from './login-messages';

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
