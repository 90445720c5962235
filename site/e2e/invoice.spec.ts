import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localizePath, type Locale } from '@kindlustus/routes';
import { openInteractive } from './content';
import { cmsUrl } from './cms-admin';
import { signIn, staffMember } from './admin-staff';
import { acceptPaymentConsents } from './payment-consent';
import { cart, cartToPayment, emptyCart, mailContaining, startLogin, trafficInCart } from './purchase-helpers';
import { escape } from './quote-helpers';

/**
 * Paying by invoice (issue 44): a company's order (the traffic policy's policyholder is a registry code) gets an
 * invoice instead of the bank; staff import a bank statement (camt.053) in the office that pays it; the customer
 * then sees the order paid and the policy issued. On a desktop and on a phone.
 */
const company = '10539549';
const buyer = '40504040001';
const sample = readFileSync(path.resolve(__dirname, '../../cms/src/invoices/statement-samples/camt053-001-02.xml'), 'utf8');

/** The sample statement of an Estonian bank with its first credit paying this reference and amount (cents). */
const statementPaying = (reference: string, cents: number) =>
  sample
    .replace('<Ref>121312952</Ref>', `<Ref>${reference}</Ref>`)
    .replaceAll('<Amt Ccy="EUR">120.50</Amt>', `<Amt Ccy="EUR">${(cents / 100).toFixed(2)}</Amt>`)
    .replaceAll('2026112600A1B2C3', `E2E-${reference}`);

async function invoiceOrder(page: Page, locale: Locale, plate: string) {
  await openInteractive(page, `${localizePath('login', locale)}?return=cart`);
  await startLogin(page, locale, { kind: 'smartId', personalCode: buyer });
  await expect(page).toHaveURL(new RegExp(`${escape(localizePath('cart', locale))}$`), { timeout: 15_000 });
  await emptyCart(page);
  await trafficInCart(page, locale, plate, company);
  await cartToPayment(page, locale, plate);
  const payment = page.getByTestId('payment-page');
  await payment.getByTestId('payment-email').fill('arved@metsavedu.ee');
  await payment.getByRole('radio', { name: cart(locale, 'payByInvoice'), exact: true }).check();
  await expect(payment.getByTestId('invoice-hint')).toHaveText(cart(locale, 'payByInvoiceHint'));
  const due = (await page.getByTestId('total-due-now').textContent())!;
  await expect(page.getByTestId('pay')).toHaveText(cart(locale, 'sendInvoice').replace('{{amount}}', due));
  await acceptPaymentConsents(payment, locale);
  await page.getByTestId('pay').click();

  const returned = page.getByTestId('payment-return');
  await expect(returned).toHaveAttribute('data-state', 'invoice', { timeout: 15_000 });
  await expect(returned.getByTestId('return-heading')).toHaveText(cart(locale, 'returnHeadingInvoice'));
  const reference = (await returned.getByTestId('invoice-reference').textContent())!.replace(/\s/g, '');
  expect(reference).toMatch(/^\d{8}$/);
  await expect(returned.getByTestId('invoice-account')).toHaveText(/^EE\d{18}$/);
  await expect(returned.getByTestId('invoice-due-date')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  const download = await returned.getByTestId('invoice-download').getAttribute('href');
  const pdf = await page.request.get(download!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  return { reference, cents: Number(due.replace(/[^\d]/g, '')) };
}

async function staffImport(page: Page, reference: string, cents: number) {
  await signIn(page, await staffMember(page.request, 'broker'));
  await page.goto(`${cmsUrl}/admin/office`);
  await page.getByRole('link', { name: 'Impordi pangaväljavõte' }).click();
  await expect(page.getByRole('heading', { name: 'Pangaväljavõtte import' })).toBeVisible({ timeout: 30_000 });
  await page.locator('input[type="file"][name="statement"]').setInputFiles({ name: 'valjavote.xml', mimeType: 'application/xml', buffer: Buffer.from(statementPaying(reference, cents)) });
  await page.getByRole('button', { name: 'Impordi' }).click();
  const paid = page.locator('[data-statement-outcome="paid"]');
  await expect(paid).toContainText(`viitenumber ${reference}`, { timeout: 30_000 });
  await expect(page.locator('[data-statement-outcome="unmatched"]')).toContainText('viitenumber 99999999999999999999');
}

for (const { name, viewport, plate, locale } of [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, plate: '528 ARV', locale: 'en' as Locale },
  { name: 'phone', viewport: { width: 390, height: 844 }, plate: '529 ARV', locale: 'et' as Locale },
]) {
  test(`a company's order is paid by invoice and an imported bank statement (${name})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const customer = await browser.newPage({ viewport });
    const { reference, cents } = await invoiceOrder(customer, locale, plate);
    await mailContaining([reference.slice(0, 4), 'arved@metsavedu.ee']);

    const office = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await staffImport(office, reference, cents);

    await customer.reload();
    const returned = customer.getByTestId('payment-return');
    await expect(returned).toHaveAttribute('data-state', 'paid', { timeout: 30_000 });
    await expect(returned.getByTestId('return-message')).toHaveText(cart(locale, 'returnPaid'));
    await expect(returned.getByTestId('policy').first()).toHaveAttribute('data-policy-number', /\S/);
  });
}

test('an invoice paid too much: staff find it in today\'s work and record the overpayment returned', async ({ browser }) => {
  test.setTimeout(180_000);
  const customer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const { reference, cents } = await invoiceOrder(customer, 'ru', '530 ARV');

  const office = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(office, await staffMember(office.request, 'broker'));
  await office.goto(`${cmsUrl}/admin/office`);
  await office.getByRole('link', { name: 'Impordi pangaväljavõte' }).click();
  await office.locator('input[type="file"][name="statement"]').setInputFiles({ name: 'valjavote.xml', mimeType: 'application/xml', buffer: Buffer.from(statementPaying(reference, cents + 1000)) });
  await office.getByRole('button', { name: 'Impordi' }).click();
  const overpaid = office.locator('[data-statement-outcome="overpaid"]');
  await expect(overpaid).toContainText(`viitenumber ${reference}`, { timeout: 30_000 });
  await expect(overpaid).toContainText('tagastada 10,00\u00a0€');
  const order = /tellimus (\S+)/.exec((await overpaid.textContent())!)![1]!;

  // Paid: the customer has the policy while the difference waits to be returned.
  await customer.reload();
  await expect(customer.getByTestId('payment-return')).toHaveAttribute('data-state', 'paid', { timeout: 30_000 });

  await office.goto(`${cmsUrl}/admin/office`);
  const line = office.getByRole('listitem').filter({ hasText: order });
  await expect(line).toContainText('enammakse 10,00\u00a0€ tagastada', { timeout: 30_000 });
  await line.locator('a[data-office-line]').click();
  await expect(office.getByRole('heading', { name: 'Enammakse tagastamine' })).toBeVisible({ timeout: 30_000 });
  await expect(office.getByLabel('Tagastatud summa (€)')).toHaveValue('10');
  await office.getByRole('button', { name: 'Enammakse tagastatud' }).click();
  await expect(office.getByText('sisestage tagasikande panga viide (3–100 märki)')).toBeVisible();
  await office.getByLabel('Panga viide').fill(`TAGASI-${reference}`);
  await office.getByRole('button', { name: 'Enammakse tagastatud' }).click();
  await expect(office.getByText(`enammakse tagastatud TAGASI-${reference}`)).toBeVisible({ timeout: 15_000 });
  await expect(office.getByRole('button', { name: 'Enammakse tagastatud' })).toHaveCount(0);

  await office.goto(`${cmsUrl}/admin/office`);
  await expect(office.getByRole('heading', { name: 'Tänased tööd' })).toBeVisible({ timeout: 30_000 });
  await expect(office.getByRole('listitem').filter({ hasText: order })).toHaveCount(0);
});
