import { namesPrototypeProperty } from './prototype-names';

describe('query strings that name prototype properties', () => {
  test('as a field or sort name, or as a key anywhere', () => {
    expect(namesPrototypeProperty({ fields: ['constructor'] })).toBe(true);
    expect(namesPrototypeProperty({ sort: 'toString:asc' })).toBe(true);
    expect(namesPrototypeProperty({ filters: { slug: 1, nested: JSON.parse('{"__proto__": {"a": 1}}') } })).toBe(true);
    expect(namesPrototypeProperty({ filters: { hasOwnProperty: { $eq: 'a' } } })).toBe(true);
  });

  test('ordinary queries and filter values pass', () => {
    expect(namesPrototypeProperty({ locale: 'et', fields: ['title', 'slug'], sort: 'title:asc' })).toBe(false);
    expect(namesPrototypeProperty({ filters: { slug: { $eq: 'constructor' } } })).toBe(false);
  });
});
