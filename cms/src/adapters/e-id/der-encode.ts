// A small DER writer: what the OCSP messages, the OCSP responder of the sandbox and the test certificates need.
import { contextTag, DerError, tags } from './der-decode';

function encodeLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** One element from its tag and content (a list of encoded elements is concatenated). */
export function encodeDer(tag: number, content: Buffer | readonly Buffer[]): Buffer {
  const body = Buffer.isBuffer(content) ? content : Buffer.concat(content as Buffer[]);
  return Buffer.concat([Buffer.from([tag]), encodeLength(body.length), body]);
}

function encodeOidContent(oid: string): Buffer {
  const arcs = oid.split('.').map((arc) => {
    if (!/^\d+$/.test(arc)) throw new DerError(`bad OBJECT IDENTIFIER ${oid}`);
    return Number(arc);
  });
  const [first, second, ...rest] = arcs;
  if (first === undefined || second === undefined || first > 2 || (first < 2 && second >= 40)) throw new DerError(`bad OBJECT IDENTIFIER ${oid}`);
  const bytes: number[] = [];
  for (const arc of [first * 40 + second, ...rest]) {
    const groups = [arc % 128];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) groups.unshift((value % 128) | 0x80);
    bytes.push(...groups);
  }
  return Buffer.from(bytes);
}

/** Content octets of a non-negative INTEGER from its unsigned big-endian magnitude. */
function unsignedIntegerContent(magnitude: Buffer): Buffer {
  let start = 0;
  while (start < magnitude.length - 1 && magnitude[start] === 0) start += 1;
  const trimmed = magnitude.length === 0 ? Buffer.from([0]) : magnitude.subarray(start);
  return (trimmed[0]! & 0x80) !== 0 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed;
}

function numberBytes(value: number): Buffer {
  if (!Number.isSafeInteger(value) || value < 0) throw new DerError(`cannot encode ${value}`);
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 === 1 ? `0${hex}` : hex, 'hex');
}

function timeText(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').replace(/\.\d+Z$/, 'Z');
}

export const der = {
  sequence: (...items: Buffer[]) => encodeDer(tags.sequence, items),
  set: (...items: Buffer[]) => encodeDer(tags.set, items),
  /** [n] EXPLICIT: the element wrapped in a constructed context tag. */
  explicit: (n: number, item: Buffer) => encodeDer(contextTag(n), item),
  /** [n] IMPLICIT: the content under a context tag (constructed when the underlying type is). */
  implicit: (n: number, content: Buffer | readonly Buffer[], constructed = false) => encodeDer(contextTag(n, constructed), content),
  boolean: (value: boolean) => encodeDer(tags.boolean, Buffer.from([value ? 0xff : 0])),
  /** A non-negative INTEGER, from a number or from its unsigned big-endian bytes. */
  integer: (value: number | Buffer) => encodeDer(tags.integer, unsignedIntegerContent(typeof value === 'number' ? numberBytes(value) : value)),
  /** An INTEGER from its content octets as read (already two's complement). */
  integerContent: (content: Buffer) => encodeDer(tags.integer, content),
  enumerated: (value: number) => encodeDer(tags.enumerated, unsignedIntegerContent(numberBytes(value))),
  null: () => encodeDer(tags.null, Buffer.alloc(0)),
  oid: (oid: string) => encodeDer(tags.oid, encodeOidContent(oid)),
  octetString: (bytes: Buffer) => encodeDer(tags.octetString, bytes),
  bitString: (bytes: Buffer) => encodeDer(tags.bitString, [Buffer.from([0]), bytes]),
  utf8String: (text: string) => encodeDer(tags.utf8String, Buffer.from(text, 'utf8')),
  printableString: (text: string) => encodeDer(tags.printableString, Buffer.from(text, 'latin1')),
  generalizedTime: (date: Date) => encodeDer(tags.generalizedTime, Buffer.from(timeText(date), 'latin1')),
  utcTime: (date: Date) => encodeDer(tags.utcTime, Buffer.from(timeText(date).slice(2), 'latin1')),
};
