import { adminToken, request } from './http';

export const staffPassword = 'StaffPassword123!';

/** A member of staff with the role of this code, invited by the administrator (`admin`, a token) and signed in: their token. */
export async function staffMember(url: string, admin: string, roleCode: string, email: string): Promise<string> {
  const roles = (await request(url, '/admin/roles', { token: admin })).body.data as Array<{ id: number; code: string }>;
  const role = roles.find((candidate) => candidate.code === roleCode);
  if (!role) throw new Error(`No admin role ${roleCode}`);
  const invited = await request(url, '/admin/users', { method: 'POST', token: admin, body: { firstname: 'Staff', lastname: roleCode, email, roles: [role.id] } });
  if (invited.status !== 201) throw new Error(`Inviting ${email}: ${invited.status} ${JSON.stringify(invited.body)}`);
  const registered = await request(url, '/admin/register', {
    method: 'POST', body: { registrationToken: invited.body.data.registrationToken, userInfo: { firstname: 'Staff', lastname: roleCode, password: staffPassword } },
  });
  if (registered.status !== 200) throw new Error(`Registering ${email}: ${registered.status}`);
  return adminToken(url, email, staffPassword);
}
