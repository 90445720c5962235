/** Names that reach Object.prototype when used as a property name: `fields[0]=constructor` made Strapi's query handling answer 500. */
const prototypeNames = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/**
 * True when a parsed query string names a prototype property: as a key at any depth, or as a value
 * of `fields` or `sort` (which name attributes). Filter values are data and stay free.
 */
export function namesPrototypeProperty(query: Record<string, unknown>): boolean {
  const pending: { value: unknown; namesAttributes: boolean }[] = [{ value: query, namesAttributes: false }];
  while (pending.length) {
    const { value, namesAttributes } = pending.pop()!;
    if (typeof value === 'string') {
      if (namesAttributes && value.split(/[,:]/).some((part) => prototypeNames.has(part.trim()))) return true;
    } else if (value && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (prototypeNames.has(key)) return true;
        pending.push({ value: (value as Record<string, unknown>)[key], namesAttributes: namesAttributes || (value === query && (key === 'fields' || key === 'sort')) });
      }
    }
  }
  return false;
}
