/**
 * The page's interface texts in the browser: the i18next resources the page was rendered from at build
 * time, read the way i18next reads them with the site's options (`ns:key.path`, `{{name}}` placeholders,
 * plurals by `count`, `$t(ns:key)` nesting). i18next itself renders every page at build time; the browser
 * only needs these lookups, and shipping i18next to it would cost 10 kB gzip on every page.
 *
 * Not supported, so the build warns about texts that use them (see unsupportedUiTextSyntax): i18next
 * formats (`{{price, currency}}`) and nesting with options (`$t(key, { … })`). Call options other than
 * variables and `count` (context, ordinal, defaultValue) are kept out by the type.
 */

export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_few`, `key_other`, `key_zero` for 0) and fills `{{count}}`. */
  count?: number;
  [variable: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

/** One namespace of the page's texts, as gatsby-plugin-react-i18next's `Locale` nodes hold it. */
export interface UiTextBundle {
  ns: string;
  data: Record<string, unknown>;
}

const nsSeparator = ':';
const keySeparator = '.';
const placeholder = /{{(.+?)}}/g;
const rawPlaceholder = /{{-(.+?)}}/g;
const nesting = /\$t\(((?:[^()"']+|"[^"]*"|'[^']*'|\((?:[^()]|"[^"]*"|'[^']*')*\))*?)\)/g;
const formatSeparator = ',';
const maxNestingDepth = 10;

/**
 * `t` for one language. As the plugin sets it up: the first namespace is the default one (for keys
 * without `ns:`), and every other namespace is searched after the one a key names.
 */
export function uiTextTranslator(language: string, bundles: readonly UiTextBundle[]): Translate {
  const resources = new Map(bundles.map((bundle) => [bundle.ns, bundle.data]));
  const defaultNs = bundles[0]?.ns ?? 'translation';
  const fallbackNs = bundles.map((bundle) => bundle.ns).filter((ns) => ns !== defaultNs);
  const pluralRules = new Intl.PluralRules(language.replace('_', '-'));

  const translate = (fullKey: string, options: TranslateOptions = {}, parentKey?: string, depth = 0): string => {
    const [ns, key] = splitKey(fullKey, defaultNs);
    let found: unknown;
    for (const namespace of [ns, ...fallbackNs]) {
      found = findText(resources.get(namespace), key, options.count, pluralRules);
      if (found !== undefined) break;
    }
    if (found !== undefined && typeof found === 'object') return `key '${key} (${language})' returned an object instead of string.`;
    const text = interpolate(found === undefined ? key : String(found), options);
    if (countMatches(text, nesting) > countMatches(found === undefined ? key : String(found), nesting)) return text;
    return text.replace(nesting, (_match, nestedKey: string) => {
      const inner = nestedKey.trim();
      // As i18next: a text may nest its own key once; the nested copy's own nesting of it stays empty.
      if (depth >= maxNestingDepth || inner === parentKey) return '';
      return translate(inner, withoutDefaultValue(options), fullKey, depth + 1);
    });
  };
  return (key, options) => translate(key, options);
}

function splitKey(fullKey: string, defaultNs: string): [string, string] {
  if (!fullKey.includes(nsSeparator) || new RegExp(nesting.source).test(fullKey)) return [defaultNs, fullKey];
  const [ns, ...rest] = fullKey.split(nsSeparator);
  return [ns!, rest.join(keySeparator)];
}

function findText(data: Record<string, unknown> | undefined, key: string, count: unknown, pluralRules: Intl.PluralRules): unknown {
  if (!data) return undefined;
  const candidates = [key];
  if (typeof count === 'number') {
    candidates.unshift(`${key}_${pluralRules.select(count)}`);
    if (count === 0) candidates.unshift(`${key}_zero`);
  }
  for (const candidate of candidates) {
    const value = valueAt(data, candidate);
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

function valueAt(data: unknown, path: string): unknown {
  let current = data;
  for (const part of path.split(keySeparator)) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** `{{- name}}` first, then `{{name}}`; an unknown placeholder stays as written, as i18next leaves it. */
function interpolate(text: string, variables: TranslateOptions): string {
  const fill = (match: string, name: string) => {
    const variable = name.split(formatSeparator)[0]!.trim();
    const value = valueAt(variables, variable);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(variables, variable) ? '' : match;
    return typeof value === 'string' ? value : value === null ? '' : String(value);
  };
  return text.replace(rawPlaceholder, fill).replace(placeholder, fill);
}

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

function withoutDefaultValue({ defaultValue: _ignored, ...options }: TranslateOptions): TranslateOptions {
  return options;
}

/** What in a CMS text the browser would show differently from the build: i18next formats, nesting options. */
export function unsupportedUiTextSyntax(text: string): string | null {
  for (const [, name] of text.matchAll(placeholder)) {
    if (name!.includes(formatSeparator)) return `a format in {{${name}}}`;
  }
  for (const [, nested] of text.matchAll(nesting)) {
    if (nested!.includes(formatSeparator)) return `options in $t(${nested})`;
  }
  return null;
}

/** Every text of these namespaces that uses such syntax: its key (`ns:path.to.key`) and what it uses. */
export function unsupportedUiTexts(namespaces: Record<string, unknown>): Array<{ key: string; problem: string }> {
  const walk = (value: unknown, key: string): Array<{ key: string; problem: string }> => {
    if (typeof value === 'string') {
      const problem = unsupportedUiTextSyntax(value);
      return problem ? [{ key, problem }] : [];
    }
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([name, inner]) => walk(inner, key.endsWith(nsSeparator) ? `${key}${name}` : `${key}${keySeparator}${name}`));
  };
  return Object.entries(namespaces).flatMap(([ns, data]) => walk(data, `${ns}${nsSeparator}`));
}
