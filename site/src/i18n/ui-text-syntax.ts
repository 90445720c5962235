import { formatSeparator, keySeparator, nesting, nsSeparator, placeholder, pluginDefaultNs } from './ui-text-lookup';

export interface UnsupportedUiText {
  /** `ns:path.to.key` */
  key: string;
  problem: string;
}

/**
 * What in a CMS text the browser lookup (ui-text-lookup.ts) would read differently from i18next at build
 * time: i18next formats and nesting options in a text.
 */
export function unsupportedUiTextSyntax(text: string): string | null {
  for (const [, name] of text.matchAll(placeholder)) {
    if (name!.includes(formatSeparator)) return `a format in {{${name}}}`;
  }
  for (const [, nested] of text.matchAll(nesting)) {
    if (nested!.includes(formatSeparator)) return `options in $t(${nested})`;
  }
  return null;
}

/**
 * Every text of these namespaces the browser would show differently from the build: the syntax above,
 * a value that is not text, a key with a dot in it, a namespace named `translation` (the plugin treats it
 * apart).
 */
export function unsupportedUiTexts(namespaces: Record<string, unknown>): UnsupportedUiText[] {
  const walk = (value: unknown, key: string, name: string): UnsupportedUiText[] => {
    if (name.includes(keySeparator)) return [{ key, problem: `a dot in the key “${name}”` }];
    if (typeof value === 'string') {
      const problem = unsupportedUiTextSyntax(value);
      return problem ? [{ key, problem }] : [];
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [{ key, problem: 'a value that is not text' }];
    return Object.entries(value).flatMap(([inner, innerValue]) => walk(innerValue, `${key}${keySeparator}${inner}`, inner));
  };
  return Object.entries(namespaces).flatMap(([ns, data]) => {
    if (ns === pluginDefaultNs) return [{ key: ns, problem: `the namespace name “${pluginDefaultNs}”` }];
    if (!data || typeof data !== 'object' || Array.isArray(data)) return [{ key: ns, problem: 'a namespace that is not a group of texts' }];
    return Object.entries(data).flatMap(([name, value]) => walk(value, `${ns}${nsSeparator}${name}`, name));
  });
}
