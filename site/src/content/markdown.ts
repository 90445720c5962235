import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';

/**
 * CMS Markdown as HTML, rendered at build time so that no Markdown library ships to the browser (only
 * the draft preview renders it in the browser, the same way):
 * links are detected (GFM autolinks), single line breaks are kept, raw HTML is allowed.
 */
export function markdownToHtml(markdown: string): string {
  return renderToStaticMarkup(
    createElement(Markdown, { remarkPlugins: [remarkGfm, remarkBreaks], rehypePlugins: [rehypeRaw] }, markdown),
  );
}
