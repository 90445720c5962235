import { policiesMail, renewalMail, type MailPolicy } from './policy-mail';

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
    const mail = policiesMail('et', 'Mari Maasikas', [policy, { ...policy, policyNumber: 'SE-2026-00000009', product: 'casco', schedule: [] }], url);
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
    expect(policiesMail('ru', '', [policy], url).text).toContain('Здравствуйте!\n\nСпасибо за оплату. Ваш полис оформлен:');
    const english = policiesMail('en', 'Mari', [policy], url);
    expect(english.subject).toBe('Your policy: IF-2026-00001234');
    expect(english.text).toContain('Instalment 1 on 01.12.2026: €60.00');
  });
});

describe('renewalMail', () => {
  it('names the policy and its last day and carries the renewal link', () => {
    const link = 'https://tarkus.ee/liikluskindlustus/?renew=abc.def';
    const mail = renewalMail('ru', 'Мари', policy, link);
    expect(mail.subject).toBe('Полис IF-2026-00001234 заканчивается 30.11.2027');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).not.toContain('График платежей');
  });
});
