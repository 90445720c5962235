/**
 * A small seeded generator of bad input for the fuzz tests: the same seed gives the same requests,
 * so a failure can be replayed (the seed is printed).
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export class RandomInput {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Odd unicode, injection-like and date-like strings, long strings, or a plain word. */
  string(): string {
    switch (this.int(6)) {
      case 0: return this.pick(oddStrings);
      case 1: return this.pick(injections);
      case 2: return this.pick(badDates);
      case 3: return this.pick(oddStrings).repeat(1 + this.int(2000));
      case 4: return Array.from({ length: 1 + this.int(40) }, () => String.fromCharCode(this.int(0x10000))).join('');
      default: return this.pick(['', 'a', 'et', 'ru', 'en', '123ABC', '38001085718', 'traffic', 'true', '0', 'null']);
    }
  }

  number(): number {
    return this.pick([0, -1, 1, 0.5, -0.0001, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 4.9e-324, 10 ** this.int(20)]);
  }

  /** Any JSON value, nested up to `depth`. */
  value(depth = 3): Json {
    const kind = this.int(depth > 0 ? 7 : 4);
    if (kind === 0) return null;
    if (kind === 1) return this.chance(0.5);
    if (kind === 2) return this.number();
    if (kind === 3) return this.string();
    if (kind === 4) return Array.from({ length: this.int(5) }, () => this.value(depth - 1));
    if (kind === 5) return this.deep(10 + this.int(1500));
    const object: Record<string, Json> = {};
    for (let index = this.int(6); index > 0; index -= 1) {
      // defineProperty: `__proto__` becomes a key of its own, as it is in a JSON body.
      Object.defineProperty(object, this.pick([...oddKeys, this.string().slice(0, 100)]), { value: this.value(depth - 1), enumerable: true, writable: true, configurable: true });
    }
    return object;
  }

  /** JSON text nested far deeper than JSON.stringify could write. */
  deepText(): string {
    const levels = 1000 + this.int(200_000);
    return this.chance(0.5) ? `${'['.repeat(levels)}${']'.repeat(levels)}` : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  }

  /** An array or object nested `levels` deep (built without recursion). */
  deep(levels: number): Json {
    let value: Json = this.pick([null, 'x', 1]);
    for (let level = 0; level < levels; level += 1) value = level % 2 ? [value] : { a: value };
    return value;
  }
}

const oddStrings = [
  '\u0000', '\uD800', '\uDFFF', '😀', '👨‍👩‍👧‍👦', '\u202Eevil', '\u200B', 'e\u0301', 'ǅ', 'ﬀ', 'Ⅻ', '٣', '𝟘', 'İ', 'ß',
  '\r\n', '\t', '\\', '"', "'", '`', '%', '%00', '%E0%A4%A', '\u2028', 'õäöü', 'Щ', '\uFEFF', '\uFFFF', '\u{10FFFF}',
];

const injections = [
  "' OR '1'='1", "1; DROP TABLE up_users; --", '" OR ""="', '{"$gt": ""}', '$where', 'sleep(10)', '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '../../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '${7*7}', '{{7*7}}',
  '#{7*7}', '__proto__', 'constructor', 'prototype', '() => {}', 'eyJhbGciOiJub25lIn0.eyJvcmRlciI6MX0.', '\\u0000', 'null', 'undefined',
  'file:///etc/passwd', 'http://169.254.169.254/latest/meta-data/', '%n%s%x', '=cmd|" /C calc"!A0',
];

const badDates = ['2024-02-30', '0000-00-00', '9999-12-31', '2024-13-01', '1970-01-01T25:61:61Z', '-271821-04-20', '+275760-09-13', 'NaN', 'Infinity', '1e309', '2024-1-1', 'yesterday'];

const oddKeys = ['__proto__', 'constructor', 'prototype', '$where', '$or', 'toString', '', ' ', 'a'.repeat(1000), 'id', 'documentId', 'locale'];
