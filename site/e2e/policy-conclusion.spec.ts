import { expect, test } from '@playwright/test';
import { localizePath } from '@kindlustus/routes';
import { adminCall, adminGet, adminToken, cmsUrl } from './cms-admin';
import { openInteractive } from './content';
import { installIdCard } from './id-card-sandbox';
import { needsConfirmation } from './payment-consent';
import { sandboxCustomers } from './sandbox-customers';
import { choose, chooseAndConfirm, completeResults, contact, escape, fillFields, quoteForm, submit, ui } from './quote-helpers';

const insurersApi = '/content-manager/collection-types/api::insurer.insurer';
const booksApi = '/content-manager/collection-types/api::tariff-book.tariff-book';
const conclusionsApi = '/content-manager/collection-types/api::policy-conclusion.policy-conclusion';

/**
 * An insurer without an API (its home insurance priced from its tariff book): the customer pays, sees the policy
 * being concluded with the time promised, staff conclude it in the admin with the insurer's number and PDF, and
 * the account then shows it as any issued policy with that document.
 */
test('a policy of an insurer without an API is shown being concluded until staff conclude it, then with the insurer’s number and document', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await adminToken(request);
  // Home insurance only, and switched off again at the end: the other tests' traffic offers stay as they were.
  const [sandboxBook] = (await adminGet(request, token, `${booksApi}?filters[insurerCode][$eq]=laanemere`)).results;
  const { data: book } = await adminGet(request, token, `${booksApi}/${sandboxBook.documentId}`);
  const created = await adminCall(request, token, 'POST', insurersApi, { code: 'vaike', name: 'Väike Kindlustus', offerings: [{ product: 'home', pricing: 'tariff' }] });
  const insurer = created.data.documentId as string;
  await adminCall(request, token, 'POST', booksApi, { insurerCode: 'vaike', edition: 'Väike 2026', appliesFrom: '2020-01-01', rates: book.rates });
  await adminCall(request, token, 'POST', `${insurersApi}/${insurer}/actions/publish`, {});
  try {
    // A customer of this test's own (a customer's cart is theirs in every browser), with an ID card.
    const { personalCode } = sandboxCustomers.policyConclusion;
    await installIdCard(page, personalCode);
    await openInteractive(page, `${localizePath('login', 'et')}?return=cart`);
    const loginPage = page.getByTestId('login-page');
    await loginPage.getByRole('radio', { name: ui('et', 'login', 'idCard'), exact: true }).check();
    await loginPage.getByTestId('login-start').click();
    await expect(page).toHaveURL(new RegExp(`${escape(localizePath('cart', 'et'))}$`), { timeout: 15_000 });
    await expect(page.getByTestId('cart-page').or(page.getByTestId('cart-empty'))).toBeVisible();

    await openInteractive(page, localizePath('homeInsurance', 'et'));
    const form = quoteForm(page, 'home');
    await choose(form, 'et', 'dwellingFlat');
    await choose(form, 'et', 'materialStone');
    await fillFields(form, 'et', { address: 'Tähe 4-2, 50103 Tartu', area: '61', constructionYear: '1985', buildingSum: '30 000', personalCode, ...contact });
    await submit(page, 'home', 'et');
    const results = await completeResults(page);
    await chooseAndConfirm(page, 'et', results.getByTestId('offer-card').filter({ hasText: 'Väike Kindlustus' }), 'homeOffer');

    await page.goto(localizePath('payment', 'et'));
    const payment = page.getByTestId('payment-page');
    await payment.getByTestId('payment-email').fill('vaike.kodu@example.ee');
    await payment.getByRole('radio', { name: 'Swedbank' }).check();
    // The insurer's documents are not added (a test site sells without them): the consent names none.
    await payment.getByRole('checkbox', { name: ui('et', 'cart', 'termsAccept'), exact: true }).check();
    await needsConfirmation(payment, 'et').check();
    await page.getByTestId('pay').click();
    await page.locator('button[value="pay"]').click();

    // Paid: the policy is being concluded with the insurer, by the time promised; no number, no document yet.
    const returned = page.getByTestId('payment-return');
    await expect(returned).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
    await expect(returned.getByTestId('return-message')).toHaveText(ui('et', 'cart', 'returnPaidConcluding'));
    const waiting = returned.getByTestId('policy');
    await expect(waiting).toHaveAttribute('data-state', 'concluding');
    const note = ui('et', 'policies', 'concluding').split('{{time}}')[0]!.replace('{{insurer}}', 'Väike Kindlustus');
    await expect(waiting.getByTestId('policy-concluding')).toContainText(note);
    await expect(waiting.getByTestId('policy-concluding')).toContainText(/\d{1,2}:\d{2}/);
    await expect(waiting.getByTestId('policy-number')).toHaveCount(0);
    await expect(waiting.getByTestId('policy-document')).toHaveCount(0);
    const reference = (await returned.getByTestId('order-reference').textContent())!;

    // Staff conclude it in the admin: the insurer's number and its PDF.
    const [entry] = (await adminGet(request, token, `${conclusionsApi}?filters[paymentReference][$eq]=${reference}`)).results;
    expect(entry).toMatchObject({ state: 'open', insurerName: 'Väike Kindlustus', product: 'home', email: 'vaike.kodu@example.ee' });
    const policyNumber = `VK-${Date.now().toString().slice(-8)}`;
    const pdf = Buffer.from(`%PDF-1.4\n% Väike Kindlustus ${policyNumber}\n%%EOF\n`);
    const uploaded = await request.post(`${cmsUrl}/upload`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { files: { name: `${policyNumber}.pdf`, mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(uploaded.status()).toBe(201);
    const [file] = await uploaded.json();
    await adminCall(request, token, 'PUT', `${conclusionsApi}/${entry.documentId}`, { policyNumber, document: file.id, state: 'concluded' });

    // The account, in English: the insurer's number and the uploaded document.
    await page.goto(localizePath('policies', 'en'));
    const issued = page.getByTestId('policies-page').locator(`[data-policy-number="${policyNumber}"]`);
    await expect(issued).toHaveAttribute('data-state', 'issued', { timeout: 15_000 });
    await expect(issued.getByTestId('policy-number')).toHaveText(policyNumber);
    await expect(issued.getByTestId('policy-concluding')).toHaveCount(0);
    const download = await page.request.get((await issued.getByTestId('policy-document').getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
  } finally {
    await adminCall(request, token, 'POST', `${insurersApi}/${insurer}/actions/unpublish`, {});
  }
});
