/** The documents a sale kept, as the policy e-mail lists them: title and an absolute address on the site's origin. */
export function mailDocuments(record: unknown, siteUrl: string): Array<{ title: string; url: string }> {
  const documents = (record as { documents?: Array<{ title?: unknown; url?: unknown }> } | null)?.documents;
  if (!Array.isArray(documents)) return [];
  return documents
    .filter((document) => typeof document.title === 'string' && typeof document.url === 'string')
    .map((document) => ({ title: String(document.title), url: /^https?:\/\//.test(String(document.url)) ? String(document.url) : `${siteUrl}${document.url}` }));
}
