import { runSql } from './databases';
import { bootCms } from './strapi-process';
import { until } from './waiting';

/**
 * The public role's permissions and the ability built from them are kept in each process (the permissions
 * for a few seconds, the ability by the list of actions): an admin's edit of the role still takes effect.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');

describe.each(targets)('an edit of the public role on %s', (target) => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  beforeAll(async () => {
    // A CMS of its own, not a shared one (commerce-cms.ts): it withdraws a read from the public role, which every
    // suite's visitors use.
    booted = await bootCms(target, { SEED: 'false' });
  });
  afterAll(async () => booted?.stop());

  const status = async (path: string) => (await fetch(`${booted.cms.url}${path}`)).status;

  it('closes a withdrawn read to visitors within seconds and leaves the others open', async () => {
    // Read often enough that the permissions and the ability are the kept ones when the edit is made.
    for (let index = 0; index < 5; index += 1) expect(await status('/api/offices')).toBe(200);
    const action = 'api::office.office.find';
    await runSql(booted.env, 'DELETE FROM up_permissions_role_lnk WHERE permission_id IN (SELECT id FROM up_permissions WHERE action = $1)', [action]);
    await runSql(booted.env, 'DELETE FROM up_permissions WHERE action = $1', [action]);
    const closed = await until('the withdrawn read to be refused', async () => {
      const now = await status('/api/offices');
      return now === 200 ? null : now;
    }, 15_000);
    expect(closed).toBe(403);
    expect(await status('/api/pages')).toBe(200);
  });
});
