import { expect, test } from '@playwright/test';
import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { adminGet, adminToken, cmsUrl } from './cms-admin';
import { signIn, staffMember } from './admin-staff';

/**
 * The office view in the admin (issue 41): a Broker signs in and sees today's work, each line a link to where it
 * is handled; and its look at 1440 px, approved like the site's (docs/testing-and-benchmarks.md, "Approving a change of the look").
 */
const casesApi = '/content-manager/collection-types/api::desk-case.desk-case';



test("a Broker sees today's work in the office view, a desk case's line opening its handling page", async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `office-view.${Date.now().toString(36)}@example.ee`;
  const quoted = await request.post(`${cmsUrl}/api/graphql`, {
    data: {
      query: 'mutation($form: String!, $input: JSON!) { startQuote(form: $form, input: $input, language: "et") { quote { id } rejection { code } } }',
      variables: { form: 'forestry-machine', input: { ...sampleQuoteInputs(todayInTallinn())['forestry-machine'], email } },
    },
  });
  expect((await quoted.json()).data.startQuote.rejection).toBeNull();
  const token = await adminToken(request);
  let documentId = '';
  await expect.poll(async () => {
    const cases = (await adminGet(request, token, `${casesApi}?page=1&pageSize=20&sort=id:DESC`)).results as Array<{ documentId: string; customerEmail: string }>;
    documentId = cases.find((row) => row.customerEmail === email)?.documentId ?? '';
    return documentId;
  }, { timeout: 30_000 }).not.toBe('');

  await signIn(page, await staffMember(request, 'broker'));
  const menuEntry = page.getByRole('link', { name: /^Kontor/ });
  // The entry counts the work due: at least this case.
  await expect(menuEntry.locator('[data-office-count]')).toHaveText(/^[1-9]\d*$/, { timeout: 30_000 });
  await menuEntry.click();
  await expect(page.getByRole('heading', { name: 'Tänased tööd' })).toBeVisible({ timeout: 30_000 });
  const desk = page.getByRole('region', { name: 'Maaklerilaua päringud' });
  const line = desk.locator(`a[data-office-line="${documentId}"]`);
  await expect(line).toHaveText('Metsatöömasina kindlustus · Saarte Kindlustus AS');
  await expect(line).toHaveAttribute('href', `/admin/office/desk-cases/${documentId}`);
  // Administrators' own group is not the Broker's.
  await expect(page.getByRole('region', { name: 'Korduvalt ebaõnnestuvad taustatööd' })).toHaveCount(0);
});

/** A day of work as the office view is given it: the look does not change with what other tests left open. */
const fixedWork = {
  due: 5,
  overdue: 1,
  groups: [
    { key: 'deskCases', title: 'Maaklerilaua päringud', count: 2, overdue: 1, lines: [
      { documentId: 'a1', title: 'Metsamasina kindlustus · Saarte Kindlustus AS', detail: 'Vastab: Tartu kontor', deadline: '27.11.2026 kell 11:00', overdue: true, link: '/admin/office/desk-cases/a1' },
      { documentId: 'a2', title: 'Töötajate tervisekindlustus · Saarte Kindlustus AS', detail: 'Vastab: Tartu kontor · korduspäringuid 1', deadline: '27.11.2026 kell 16:00', overdue: false, link: '/admin/office/desk-cases/a2' },
    ] },
    { key: 'conclusions', title: 'Sõlmitavad poliisid', count: 1, overdue: 0, lines: [
      { documentId: 'b1', title: 'Kodukindlustus · Väike Kindlustus', detail: 'Mari Maasikas · Tähe 4-2, 50103 Tartu', deadline: '30.11.2026 kell 13:00', overdue: false, link: '/admin/office/conclusions/b1' },
    ] },
    { key: 'refunds', title: 'Tagastatavad maksed', count: 1, overdue: 0, lines: [
      { documentId: 'c1', title: 'Tagastada 123,45\u00a0€ · TK-2026-0042', detail: 'põhjus: makstud kaks korda · alates 26.11.2026 kell 10:05', deadline: null, overdue: false, link: '/admin/office/refunds/c1' },
    ] },
    { key: 'dataRequests', title: 'Klientide taotlused', count: 1, overdue: 0, lines: [
      { documentId: 'd1', title: 'Andmete kustutamine · Jaan Tamm', detail: 'esitatud 20.11.2026 kell 09:30', deadline: '20.12.2026', overdue: false, link: '/admin/office/data-requests/d1' },
    ] },
  ],
};

test.describe('the look of the office view at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('office view (wide)', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.route('**/admin/office/today', (route) => route.fulfill({ json: fixedWork }));
    await page.route('**/admin/office/today/count', (route) => route.fulfill({ json: { due: fixedWork.due, overdue: fixedWork.overdue } }));
    await signIn(page, await staffMember(request, 'broker'));
    await page.goto(`${cmsUrl}/admin/office`);
    await expect(page.getByRole('heading', { name: 'Tänased tööd' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Tähtaeg ületatud')).toHaveCount(1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // The menu's other entries and the signed-in user's name differ between runs; the office's own part does not.
    await expect(page.locator('main')).toHaveScreenshot('office-wide.png', { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 });
  });
});
