import { expect, test, type Page } from '@playwright/test';
import { localizePath } from '@kindlustus/routes';
import { adminGet, adminToken, cmsUrl } from './cms-admin';
import { signIn, staffMember } from './admin-staff';
import { openInteractive } from './content';
import { choose, completeResults, contact, fillFields, quoteForm, submit } from './quote-helpers';



/** Counts the clicks made on a page: the "at most six clicks" is counted, not guessed. */
async function countClicks(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { clicks: number }).clicks = 0;
    document.addEventListener('click', (event) => { if (event.isTrusted) (window as unknown as { clicks: number }).clicks += 1; }, true);
  });
  return () => page.evaluate(() => (window as unknown as { clicks: number }).clicks);
}

test('a Broker answers a desk case from the office in at most six clicks, and the customer sees the offer', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const email = `office-desk-${Date.now()}@example.ee`;
  await openInteractive(page, localizePath('forestryMachine', 'en'));
  const form = quoteForm(page, 'forestry-machine');
  await choose(form, 'en', 'machineHarvester');
  await fillFields(form, 'en', {
    makeModel: 'Ponsse Scorpion King', year: '2020', serialNumber: 'PS-2020-0042', machineValue: '420000', workHoursPerYear: '1800',
    personalOrRegistryCode: '10539549', ...contact, email,
  });
  await submit(page, 'forestry-machine', 'en');
  const results = await completeResults(page);
  await expect(results.locator('[data-testid="no-offer-list"] li[data-insurer="saarte"]')).toBeVisible();

  // The office names a case by product and insurer; the test finds its own by the case's id.
  const token = await adminToken(request);
  let documentId = '';
  await expect.poll(async () => {
    const cases = (await adminGet(request, token, '/content-manager/collection-types/api::desk-case.desk-case?page=1&pageSize=20&sort=id:DESC')).results as Array<{ documentId: string; customerEmail: string }>;
    documentId = cases.find((row) => row.customerEmail === email)?.documentId ?? '';
    return documentId;
  }, { timeout: 30_000 }).not.toBe('');

  const office = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(office, await staffMember(request, 'broker'));
  await office.goto(`${cmsUrl}/admin/office`);
  const clicks = await countClicks(office);

  await office.locator(`a[data-office-line="${documentId}"]`).click();
  await expect(office.getByRole('heading', { name: 'Kliendi vastused' })).toBeVisible();
  await expect(office.getByText('Ponsse Scorpion King')).toBeVisible();
  // Facts are read, not edited: only what staff give is a field.
  await expect(office.getByLabel('Kliendi e-post')).toHaveCount(0);
  await office.getByLabel('Kindlustusmakse (€)').fill('2890,50');
  await office.getByLabel('Maksegraafikud').fill('1, 2');
  await office.getByLabel('Märkus', { exact: true }).fill('Saarte hind telefonitsi, 27.11');
  const preview = office.getByTestId('desk-preview');
  await expect(preview).toContainText(/2\s?890,50/);
  await expect(preview).toContainText('Maksmine: korraga, 2 osas');

  // The whole form in one picture: the admin scrolls its content in a box of its own, not the page.
  await office.setViewportSize({ width: 1440, height: 2000 });
  await office.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const element of document.querySelectorAll<HTMLElement>('*')) if (element.scrollTop > 0) element.scrollTop = 0;
  });
  await expect(office).toHaveScreenshot('desk-case-1440.png', { fullPage: true, mask: [office.getByTestId('varying'), office.locator('[data-office-count]')], animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 });

  await office.getByRole('button', { name: 'Vasta pakkumisega' }).click();
  await expect(office.getByText(/^Vastatud /)).toBeVisible();
  expect(await clicks()).toBeLessThanOrEqual(6);

  // The customer's open offers page reads the quote again while the desk answers (every 20 s).
  const card = results.locator('[data-testid="offer-card"][data-insurer="saarte"]');
  await expect(card).toBeVisible({ timeout: 45_000 });
  await expect(card.getByTestId('offer-price')).toContainText('2,890.50');
});
