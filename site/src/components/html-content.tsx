/** HTML that the build rendered from CMS Markdown (no Markdown library reaches the browser). */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={className}
      sx={{ '& p': { my: 3 }, '& ul, & ol': { pl: 6 }, '& h2, & h3': { mt: 6, mb: 3, lineHeight: 'heading' } }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
