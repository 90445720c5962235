/**
 * The page's interface texts in the browser: the i18next resources the page was rendered from at build
 * time, read the way i18next reads them with the site's options (`ns:key.path`, `{{name}}` placeholders,
 * plurals by `count`, `$t(ns:key)` nesting). i18next renders every page at build time; the browser only
 * needs these lookups, and leaving i18next out of it keeps every page's JavaScript smaller.
 *
 * Texts that use what this does not read as i18next does are reported at build (ui-text-syntax.ts), and
 * the call options that would differ are ruled out by the type.
 */
import { pluralCategory } from '@kindlustus/domain/plural-category';

export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_few`, `key_many`, `key_other`, `key_zero` for 0) and fills `{{count}}`. */
  count?: number;
  context?: never;
  ordinal?: never;
  defaultValue?: never;
  replace?: never;
  returnObjects?: never;
  lng?: never;
  lngs?: never;
  ns?: never;
  interpolation?: never;
  [variable: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

/** One namespace of the page's texts, as gatsby-plugin-react-i18next's `Locale` nodes hold it. */
export interface UiTextBundle {
  ns: string;
  data: Record<string, unknown>;
}

export const nsSeparator = ':';
export const keySeparator = '.';
export const formatSeparator = ',';
export const placeholder = /{{(.+?)}}/g;
const rawPlaceholder = /{{-(.+?)}}/g;
export const nesting = /\$t\(((?:[^()"']+|"[^"]*"|'[^']*'|\((?:[^()]|"[^"]*"|'[^']*')*\))*?)\)/g;
const maxNestingDepth = 10;
const maxNestedReplacements = 100;
/** gatsby-plugin-react-i18next does not take this namespace as the page's default one. */
export const pluginDefaultNs = 'translation';

/**
 * `t` for one language. As the plugin sets it up: the first namespace other than `translation` is the
 * default one (for keys without `ns:`), and every other namespace is searched after the one a key names.
 */
export function uiTextTranslator(language: string, bundles: readonly UiTextBundle[]): Translate {
  const resources = new Map(bundles.map((bundle) => [bundle.ns, bundle.data]));
  const { defaultNs, fallbackNs } = pageNamespaces(bundles.map((bundle) => bundle.ns));
  const pluralOf = (count: number) => pluralCategory(count, language);

  const translate = (fullKey: string, options: TranslateOptions = {}, parentKey?: string, depth = 0): string => {
    const [ns, key] = splitKey(fullKey, defaultNs);
    let found: unknown;
    for (const namespace of [ns, ...fallbackNs]) {
      found = findText(resources.get(namespace), key, options.count, pluralOf);
      if (found !== undefined) break;
    }
    if (found !== undefined && typeof found === 'object') return `key '${key} (${language})' returned an object instead of string.`;
    const raw = found === undefined ? key : String(found);
    let text = interpolate(raw, options);
    // As i18next: `$t()` that a variable's value brought in is not followed.
    if (countMatches(text, nesting) > countMatches(raw, nesting)) return text;
    // i18next's loop, step for step: replace one `$t(…)` at a time with String.replace (so `$&` and `$$` in
    // a value act as patterns); after a nested lookup the search starts over, as i18next's shared regular
    // expression is reset by it. A text may nest its own key once; the copy's own nesting of it stays empty.
    const pattern = new RegExp(nesting.source, 'g');
    let match: RegExpExecArray | null;
    let replaced = 0;
    // Where i18next would loop forever (a value whose `$&` brings its `$t(…)` back), this stops.
    while ((match = pattern.exec(text)) && replaced++ < maxNestedReplacements) {
      const inner = match[1]!.trim();
      const suppressed = depth >= maxNestingDepth || inner === parentKey;
      text = text.replace(match[0], suppressed ? '' : translate(inner, options, fullKey, depth + 1));
      if (!suppressed) pattern.lastIndex = 0;
    }
    return text;
  };
  return (key, options) => translate(key, options);
}

/** The plugin's rule: the first namespace other than `translation` is the default, the others fall back. */
function pageNamespaces(namespaces: readonly string[]): { defaultNs: string; fallbackNs: string[] } {
  const defaultNs = namespaces.find((ns) => ns !== pluginDefaultNs) ?? pluginDefaultNs;
  return { defaultNs, fallbackNs: namespaces.filter((ns) => ns !== defaultNs) };
}

function splitKey(fullKey: string, defaultNs: string): [string, string] {
  // A key holding `$t(…)` keeps its colons (a fresh RegExp: `test` on the global one would move its lastIndex).
  if (!fullKey.includes(nsSeparator) || new RegExp(nesting.source).test(fullKey)) return [defaultNs, fullKey];
  const [ns, ...rest] = fullKey.split(nsSeparator);
  return [ns!, rest.join(keySeparator)];
}

function findText(data: Record<string, unknown> | undefined, key: string, count: unknown, pluralOf: (count: number) => string): unknown {
  if (!data) return undefined;
  const candidates = [key];
  if (typeof count === 'number') {
    candidates.unshift(`${key}_${pluralOf(count)}`);
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
