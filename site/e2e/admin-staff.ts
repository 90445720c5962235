import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminCall, adminToken, cmsUrl } from './cms-admin';

const password = 'StaffPassword123!';

export interface StaffMember {
  email: string;
  password: string;
  /** An admin API token of this member of staff. */
  token: string;
}

/** A member of staff with the role (by its code), invited by the administrator and registered, as Settings → Users does. */
export async function staffMember(request: APIRequestContext, roleCode: string): Promise<StaffMember> {
  const admin = await adminToken(request);
  const roles = (await adminCall(request, admin, 'GET', '/admin/roles')).data as Array<{ id: number; code: string }>;
  const role = roles.find((candidate) => candidate.code === roleCode);
  if (!role) throw new Error(`No role ${roleCode}`);
  const email = `${roleCode}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ee`;
  const invited = await adminCall(request, admin, 'POST', '/admin/users', { firstname: 'Staff', lastname: roleCode, email, roles: [role.id] });
  const registered = await request.post(`${cmsUrl}/admin/register`, {
    data: { registrationToken: invited.data.registrationToken, userInfo: { firstname: 'Staff', lastname: roleCode, password } },
  });
  expect(registered.status()).toBe(200);
  const login = await request.post(`${cmsUrl}/admin/login`, { data: { email, password } });
  const token = (await login.json()).data.token as string;
  return { email, password, token };
}

/** Signs in to the admin in the browser. */
export async function signIn(page: Page, staff: StaffMember): Promise<void> {
  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.getByLabel(/^Email/).fill(staff.email);
  await page.getByLabel(/^Password/).fill(staff.password);
  await page.getByRole('button', { name: /^Login$/ }).click();
  await page.waitForURL(/\/admin(\/)?$/);
}

/** The labels of the edit form's fields as shown (the required mark left off). */
export async function formLabels(page: Page): Promise<string[]> {
  return (await page.locator('main label').allTextContents()).map((label) => label.replace(/\s*\*\s*$/, '').trim()).filter(Boolean);
}
