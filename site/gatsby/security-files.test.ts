/** @jest-environment node */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { constantGlobalScripts, globalsScriptBody, parseGlobals } from './inline-script-globals';
import { originOf, inlineScriptHashes, securityFiles } from './security-files';

// What Gatsby's static-entry writes, per page and per build.
const loader = (pagePath: string) => createElement('script', { key: 'script-loader', id: 'gatsby-script-loader', dangerouslySetInnerHTML: {
  __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};window.___webpackCompilationHash="7151f10a";/*]]>*/`,
} });
const chunkMapping = createElement('script', { key: 'chunk-mapping', id: 'gatsby-chunk-mapping', dangerouslySetInnerHTML: {
  __html: `/*<![CDATA[*/window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ['/app-1.js'] }))};/*]]>*/`,
} });
const page = (pagePath: string) => renderToStaticMarkup(createElement('body', null, ...constantGlobalScripts([
  loader(pagePath), chunkMapping, createElement('script', { key: 'app', src: '/app-1.js', async: true }),
  createElement('script', { key: 'ld', type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '{"a":1}' } }),
])));

describe('inline scripts under a hash-based policy', () => {
  test("Gatsby's page globals become one script whose text is the same on every page", () => {
    const hashes = new Set([...inlineScriptHashes(page('/')), ...inlineScriptHashes(page('/ru/ostukorv/'))]);
    expect(hashes.size).toBe(1);
    expect(page('/ru/ostukorv/')).toContain(globalsScriptBody);
  });

  test('the script sets the same globals Gatsby would have', () => {
    const scope = globalThis as unknown as Record<string, unknown>;
    scope.window = globalThis;
    for (const [, json] of page('/ru/ostukorv/').matchAll(/data-globals="([^"]*)"/g)) {
      const attribute = json!.replace(/&quot;/g, '"');
      scope.document = { currentScript: { getAttribute: (name: string) => (name === 'data-globals' ? attribute : null) } };
      new Function(globalsScriptBody)();
    }
    expect(scope.pagePath).toBe('/ru/ostukorv/');
    expect(scope.___webpackCompilationHash).toBe('7151f10a');
    expect(scope.___chunkMapping).toBe(JSON.stringify({ app: ['/app-1.js'] }));
  });

  test('anything but plain assignments of literals is left as it was', () => {
    expect(parseGlobals('window.a=1;alert(2);')).toBeNull();
    expect(parseGlobals('console.log(1)')).toBeNull();
    expect(parseGlobals('window.pagePath="/x/";')).toEqual({ pagePath: '/x/' });
  });

  test('data blocks and external scripts need no hash', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="application/ld+json">{}</script>')).toEqual([]);
    expect(inlineScriptHashes('<script>x()</script>')).toEqual(['sha256-D6IGS8VMvCoyaR/l0h9tERrBTATY01CoPS7l6xDv0kI=']);
  });

  test('the build writes the inputs for the local server and the headers for nginx', () => {
    const files = securityFiles({ scriptHashes: ['sha256-abc='], apiOrigin: originOf('https://api.example/api') });
    expect(JSON.parse(files.json)).toEqual({ scriptHashes: ['sha256-abc='], apiOrigin: 'https://api.example' });
    expect(files.nginx).toContain("script-src 'self' 'sha256-abc='");
    expect(files.nginx).toContain('strict-transport-security');
    expect(originOf('/api')).toBeUndefined();
    expect(files.nginxPreview).not.toContain('x-frame-options');
  });
});
