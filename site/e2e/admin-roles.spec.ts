import { expect, test } from '@playwright/test';
import { cmsUrl } from './cms-admin';
import { signIn, staffMember } from './admin-staff';

const contentManager = `${cmsUrl}/admin/content-manager/collection-types`;

test('a Broker sees the desk in the menu, but not login attempts or carts, and their addresses answer no access', async ({ page, request }) => {
  const broker = await staffMember(request, 'broker');
  for (const uid of ['api::login-attempt.login-attempt', 'api::cart.cart', 'api::customer-session.customer-session']) {
    const answer = await request.get(`${cmsUrl}/content-manager/collection-types/${uid}?page=1&pageSize=10`, { headers: { authorization: `Bearer ${broker.token}` } });
    expect({ uid, status: answer.status() }).toEqual({ uid, status: 403 });
  }
  await signIn(page, broker);
  await page.goto(`${cmsUrl}/admin/content-manager`);
  const menu = page.getByRole('navigation', { name: 'Content Manager' });
  await expect(menu.getByRole('link', { name: 'Maaklerilaua päring' })).toBeVisible({ timeout: 30_000 });
  await expect(menu.getByRole('link', { name: 'Sõlmitav poliis' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sisselogimise katse' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Ostukorv' })).toHaveCount(0);
  for (const uid of ['api::login-attempt.login-attempt', 'api::cart.cart']) {
    await page.goto(`${contentManager}/${uid}`);
    await expect(page.getByText("You don't have the permissions to access that content")).toBeVisible({ timeout: 30_000 });
  }
});
