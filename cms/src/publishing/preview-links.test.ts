import { readSettings } from '../settings/settings';
import { checkPreviewLink, previewKeysOf, previewUrl } from './preview-links';

const keys = previewKeysOf(readSettings({ APP_KEYS: 'a,b', SITE_URL: 'https://www.example.ee' }));
const now = Date.UTC(2026, 10, 21, 12, 0, 0);

function linkParts(url: string) {
  const parsed = new URL(url);
  const query = parsed.searchParams;
  return { path: parsed.pathname, type: query.get('type')!, documentId: query.get('id')!, expires: query.get('expires')!, token: query.get('token')! };
}

describe('draft preview links', () => {
  it('points jobs and pages at the preview page of their language, and nothing else', () => {
    expect(linkParts(previewUrl('api::job.job', { documentId: 'doc1', locale: 'ru' }, now, keys)!)).toMatchObject({ path: '/ru/eelvaade/', type: 'job', documentId: 'doc1' });
    expect(linkParts(previewUrl('api::page.page', { documentId: 'doc2', locale: 'et' }, now, keys)!).path).toBe('/eelvaade/');
    expect(previewUrl('api::job.job', { documentId: 'doc1', locale: 'en' }, now, keys)).toMatch(/^https:\/\/www\.example\.ee\/en\/eelvaade\/\?/);
    expect(previewUrl('api::policy.policy', { documentId: 'doc3', locale: 'en' }, now, keys)).toBeNull();
  });

  it('accepts its own link for two hours, in its language only', () => {
    const link = linkParts(previewUrl('api::job.job', { documentId: 'doc1', locale: 'en' }, now, keys)!);
    expect(checkPreviewLink({ ...link, locale: 'en' }, now + 60_000, keys)).toMatchObject({ ok: true, target: { type: 'job', documentId: 'doc1', locale: 'en' } });
    expect(checkPreviewLink({ ...link, locale: 'en' }, now + 2 * 3600_000 + 1000, keys)).toEqual({ ok: false, status: 410, code: 'previewExpired' });
    expect(checkPreviewLink({ ...link, locale: 'ru' }, now, keys)).toEqual({ ok: false, status: 401, code: 'invalidToken' });
  });

  it('refuses a changed document, expiry or token, and a link signed by another CMS', () => {
    const link = { ...linkParts(previewUrl('api::job.job', { documentId: 'doc1', locale: 'en' }, now, keys)!), locale: 'en' };
    expect(checkPreviewLink({ ...link, documentId: 'doc2' }, now, keys)).toMatchObject({ ok: false, status: 401 });
    expect(checkPreviewLink({ ...link, expires: String(Number(link.expires) + 3600) }, now, keys)).toMatchObject({ ok: false, status: 401 });
    expect(checkPreviewLink({ ...link, token: '' }, now, keys)).toMatchObject({ ok: false, status: 401 });
    expect(checkPreviewLink(link, now, previewKeysOf(readSettings({ APP_KEYS: 'other', SITE_URL: 'https://www.example.ee' })))).toMatchObject({ ok: false, status: 401 });
    expect(checkPreviewLink({ ...link, type: 'policy' }, now, keys)).toMatchObject({ ok: false, status: 404 });
  });
});
