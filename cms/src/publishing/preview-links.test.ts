import { checkPreviewLink, previewUrl } from './preview-links';

const env = { APP_KEYS: 'a,b', SITE_URL: 'https://www.example.ee' } as NodeJS.ProcessEnv;
const now = Date.UTC(2026, 10, 21, 12, 0, 0);

function linkParts(url: string) {
  const parsed = new URL(url);
  const query = parsed.searchParams;
  return { path: parsed.pathname, type: query.get('type')!, documentId: query.get('id')!, expires: query.get('expires')!, token: query.get('token')! };
}

describe('draft preview links', () => {
  it('points jobs and pages at the preview page of their language, and nothing else', () => {
    expect(linkParts(previewUrl('api::job.job', { documentId: 'doc1', locale: 'ru' }, now, env)!)).toMatchObject({ path: '/ru/eelvaade/', type: 'job', documentId: 'doc1' });
    expect(linkParts(previewUrl('api::page.page', { documentId: 'doc2', locale: 'et' }, now, env)!).path).toBe('/eelvaade/');
    expect(previewUrl('api::job.job', { documentId: 'doc1', locale: 'en' }, now, env)).toMatch(/^https:\/\/www\.example\.ee\/en\/eelvaade\/\?/);
    expect(previewUrl('api::policy.policy', { documentId: 'doc3', locale: 'en' }, now, env)).toBeNull();
  });

  it('accepts its own link for two hours, in its language only', () => {
    const link = linkParts(previewUrl('api::job.job', { documentId: 'doc1', locale: 'en' }, now, env)!);
    expect(checkPreviewLink({ ...link, locale: 'en' }, now + 60_000, env)).toMatchObject({ ok: true, target: { type: 'job', documentId: 'doc1', locale: 'en' } });
    expect(checkPreviewLink({ ...link, locale: 'en' }, now + 2 * 3600_000 + 1000, env)).toEqual({ ok: false, status: 410, code: 'previewExpired' });
    expect(checkPreviewLink({ ...link, locale: 'ru' }, now, env)).toEqual({ ok: false, status: 401, code: 'invalidToken' });
  });

  it('refuses a changed document, expiry or token, and a link signed by another CMS', () => {
    const link = { ...linkParts(previewUrl('api::job.job', { documentId: 'doc1', locale: 'en' }, now, env)!), locale: 'en' };
    expect(checkPreviewLink({ ...link, documentId: 'doc2' }, now, env)).toMatchObject({ ok: false, status: 401 });
    expect(checkPreviewLink({ ...link, expires: String(Number(link.expires) + 3600) }, now, env)).toMatchObject({ ok: false, status: 401 });
    expect(checkPreviewLink({ ...link, token: '' }, now, env)).toMatchObject({ ok: false, status: 401 });
    expect(checkPreviewLink(link, now, { ...env, APP_KEYS: 'other' })).toMatchObject({ ok: false, status: 401 });
    expect(checkPreviewLink({ ...link, type: 'policy' }, now, env)).toMatchObject({ ok: false, status: 404 });
  });
});
