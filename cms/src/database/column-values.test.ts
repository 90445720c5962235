import { columnValues } from './column-values';

const attributes = {
  state: { type: 'string', default: 'open' },
  items: { type: 'json' },
  paidAt: { type: 'datetime', columnName: 'paid_at' },
  count: { type: 'integer' },
  cart: { type: 'relation' },
};

describe("a write's values as their columns store them", () => {
  it("converts each given value with Strapi's own field (JSON as text, a date as a date), null staying null", () => {
    const row = columnValues(attributes, { items: [{ offer: 'a' }], paidAt: '2026-11-26T10:00:00.000Z', count: null }, false);
    expect(row).toEqual({ items: '[{"offer":"a"}]', paidAt: new Date('2026-11-26T10:00:00.000Z'), count: null });
  });

  it('fills the defaults of what an insert does not give, and only an insert', () => {
    expect(columnValues(attributes, { count: 2 }, true)).toEqual({ state: 'open', count: 2 });
    expect(columnValues(attributes, { count: 2 }, false)).toEqual({ count: 2 });
  });

  it('answers null for a write of a relation (Strapi writes those), and checks values as Strapi does', () => {
    expect(columnValues(attributes, { cart: 3 }, false)).toBeNull();
    expect(() => columnValues(attributes, { count: 'many' }, false)).toThrow();
  });
});
