import { isValidElement, type ReactNode } from 'react';

/**
 * Gatsby writes its page globals (`window.pagePath="…"`, the compilation hash, the chunk mapping) as
 * inline scripts whose text differs per page and per build, which a hash-based Content-Security-Policy
 * could only allow page by page. These scripts become one constant script that reads the same values
 * from a data attribute, so that every page of every build needs the one hash `globalsScriptBody` has.
 */
export const globalsScriptBody =
  '(function(s){var g=JSON.parse(s.getAttribute("data-globals"));for(var k in g)window[k]=g[k]})(document.currentScript)';

const assignment = /^window\.([\w$]+)=("(?:[^"\\]|\\.)*"|[\w$]+);/;

/** `window.a="x";window.b="y";` (Gatsby's CDATA markers around it) as {a: 'x', b: 'y'}; null when it is anything else. */
export function parseGlobals(source: string): Record<string, unknown> | null {
  let rest = source.replace(/^\/\*<!\[CDATA\[\*\//, '').replace(/\/\*\]\]>\*\/$/, '');
  const globals: Record<string, unknown> = {};
  while (rest) {
    const match = assignment.exec(rest);
    if (!match?.[1] || !match[2]) return null;
    try {
      globals[match[1]] = JSON.parse(match[2]);
    } catch {
      return null;
    }
    rest = rest.slice(match[0].length);
  }
  return Object.keys(globals).length ? globals : null;
}

interface InlineScriptProps {
  id?: string;
  dangerouslySetInnerHTML?: { __html?: string };
}

/** The body components with Gatsby's global-setting inline scripts made hash-constant; others as they were. */
export function constantGlobalScripts(components: ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<InlineScriptProps>(component) || component.type !== 'script') return component;
    const globals = parseGlobals(component.props.dangerouslySetInnerHTML?.__html ?? '');
    if (!globals) return component;
    return (
      <script
        key={component.key ?? undefined}
        id={component.props.id}
        data-globals={JSON.stringify(globals)}
        dangerouslySetInnerHTML={{ __html: globalsScriptBody }}
      />
    );
  });
}
