import { policiesMail, renewalMail, type MailPolicy } from './policy-mail';
import { seededTermWords } from '../../terms/seeded-term-words.test.helpers';

const policy: MailPolicy = {
  policyNumber: 'IF-2026-00001234',
  product: 'traffic',
  insurerName: 'If Kindlustus',
  insuredObject: '123 ABC',
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  premium: 12_000,
  schedule: [{ dueDate: '2026-12-01', amount: 6_000 }, { dueDate: '2027-06-01', amount: 6_000 }],
};
const url = 'https://tarkus.ee/ise-dev/poliisid/';

describe('policiesMail', () => {
  it('lists each policy with its number, insurer, object, period, premium and schedule, and links the policies page', () => {
    const mail = policiesMail('et', seededTermWords('et'), 'Mari Maasikas', [policy, { ...policy, policyNumber: 'SE-2026-00000009', product: 'casco', schedule: [] }], url);
    expect(mail.subject).toBe('Teie poliisid: IF-2026-00001234, SE-2026-00000009');
    expect(mail.text).toContain('Tere, Mari Maasikas!');
    expect(mail.text).toContain('Poliisi number: IF-2026-00001234');
    expect(mail.text).toContain('Kindlustusandja: If Kindlustus');
    expect(mail.text).toContain('Kindlustatud ese: 123 ABC');
    expect(mail.text).toContain('Kindlustusperiood: 01.12.2026 – 30.11.2027');
    expect(mail.text).toMatch(/Kindlustusmakse: 120,00\s€/);
    expect(mail.text).toMatch(/2\. makse 01\.06\.2027: 60,00\s€/);
    expect(mail.text).toContain('Kaskokindlustus');
    expect(mail.text).toContain(`\n${url}\n`);
  });

  it('writes Russian and English', () => {
    expect(policiesMail('ru', seededTermWords('ru'), '', [policy], url).text).toContain('Здравствуйте!\n\nСпасибо за оплату. Ваш полис оформлен:');
    const english = policiesMail('en', seededTermWords('en'), 'Mari', [policy], url);
    expect(english.subject).toBe('Your policy: IF-2026-00001234');
    expect(english.text).toContain('Instalment 1 on 01.12.2026: €60.00');
  });
});

describe('the HTML part', () => {
  const logo = { url: 'https://tarkus.ee/uploads/if_logo.png', width: 288, height: 144 };
  const texts = {
    et: { lang: 'et', number: 'Poliisi number', link: 'Kõik oma poliisid leiate iseteenindusest:' },
    ru: { lang: 'ru', number: 'Номер полиса', link: 'Все ваши полисы — в самообслуживании:' },
    en: { lang: 'en', number: 'Policy number', link: 'All your policies are in your account:' },
  } as const;

  it.each(['et', 'ru', 'en'] as const)('shows the insurer\'s logo with its name as alt, sized, beside its name, and the policy number (%s)', (language) => {
    const mail = policiesMail(language, seededTermWords(language), 'Mari', [{ ...policy, insurerLogo: logo }], url);
    expect(mail.html).toContain(`<html lang="${texts[language].lang}">`);
    expect(mail.html).toContain('<img src="https://tarkus.ee/uploads/if_logo.png" alt="If Kindlustus" width="80" height="40"');
    expect(mail.html).toMatch(/<img [^>]*>\s*<\/td>\s*<td[^>]*>If Kindlustus<\/td>/);
    expect(mail.html).toContain(`${texts[language].number}</th>`);
    expect(mail.html).toContain('<strong>IF-2026-00001234</strong>');
    expect(mail.html).toContain(`${texts[language].link}<br>`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).not.toMatch(/<script|<link|<style|javascript:/i);
  });

  it('names an insurer without a logo in text, and keeps the plain text as it was', () => {
    const mail = policiesMail('et', seededTermWords('et'), 'Mari Maasikas', [policy], url);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('>If Kindlustus</td>');
    expect(policiesMail('et', seededTermWords('et'), 'Mari Maasikas', [{ ...policy, insurerLogo: logo }], url).text).toBe(mail.text);
  });

  it('escapes what customers and insurers gave: a name with a script tag comes out as text', () => {
    const mail = policiesMail('en', seededTermWords('en'), '<script>alert("x")</script> & Co', [{ ...policy, insuredObject: '<b>123</b>', insurerName: 'A"B <i>', insurerLogo: logo }], url);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
    expect(mail.html).toContain('&lt;b&gt;123&lt;/b&gt;');
    expect(mail.html).toContain('alt="A&quot;B &lt;i&gt;"');
    expect(mail.text).toContain('Hello <script>alert("x")</script> & Co,');
  });

  it('keeps every line under the 998 characters mail allows without re-encoding, with twelve instalments too', () => {
    const schedule = Array.from({ length: 12 }, (_, index) => ({ dueDate: `2027-${String(index + 1).padStart(2, '0')}-01`, amount: 1_000 }));
    const mail = policiesMail('ru', seededTermWords('ru'), 'Mari', [{ ...policy, schedule, insurerLogo: logo }], url);
    expect(Math.max(...mail.html.split('\n').map((line) => line.length))).toBeLessThan(998);
  });

  it('keeps a tall logo 40 px high and a wide one at most 160 px wide', () => {
    const tall = policiesMail('et', seededTermWords('et'), '', [{ ...policy, insurerLogo: { ...logo, width: 144, height: 288 } }], url).html;
    expect(tall).toContain('width="20" height="40"');
    const wide = policiesMail('et', seededTermWords('et'), '', [{ ...policy, insurerLogo: { ...logo, width: 1000, height: 100 } }], url).html;
    expect(wide).toContain('width="160" height="16"');
  });

  it('puts the reminder\'s renewal link and the refund notice in the HTML too', () => {
    const link = 'https://tarkus.ee/liikluskindlustus/?renew=abc.def&x=1';
    expect(renewalMail('en', seededTermWords('en'), 'Mari', policy, link).html).toContain('href="https://tarkus.ee/liikluskindlustus/?renew=abc.def&amp;x=1"');
    const refund = policiesMail('et', seededTermWords('et'), 'Mari', [], url, { reference: 'TK-1', amount: 5_000, reason: 'paidTwice' });
    expect(refund.html).toMatch(/Makse laekus kaks korda; tagastame 50,00\s€\./);
  });
});

describe('renewalMail', () => {
  it('names the policy and its last day and carries the renewal link', () => {
    const link = 'https://tarkus.ee/liikluskindlustus/?renew=abc.def';
    const mail = renewalMail('ru', seededTermWords('ru'), 'Мари', policy, link);
    expect(mail.subject).toBe('Полис IF-2026-00001234 заканчивается 30.11.2027');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).not.toContain('График платежей');
  });
});
