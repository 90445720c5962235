// Reading the values of decoded DER elements.
import { DerError, tags, type DerNode } from './der-decode';

export function readOid(node: DerNode): string {
  node.expect(tags.oid);
  const bytes = node.content;
  if (bytes.length === 0) throw new DerError('empty OBJECT IDENTIFIER');
  const arcs: number[] = [];
  let value = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    if (value === 0 && byte === 0x80) throw new DerError('OBJECT IDENTIFIER arc not in its shortest form');
    value = value * 128 + (byte & 0x7f);
    if (value > Number.MAX_SAFE_INTEGER) throw new DerError('OBJECT IDENTIFIER arc too large');
    if ((byte & 0x80) === 0) {
      arcs.push(value);
      value = 0;
    } else if (index === bytes.length - 1) {
      throw new DerError('truncated OBJECT IDENTIFIER');
    }
  }
  const first = arcs.shift()!;
  const head = first < 40 ? [0, first] : first < 80 ? [1, first - 40] : [2, first - 80];
  return [...head, ...arcs].join('.');
}

/** A small non-negative INTEGER or ENUMERATED as a number. */
export function readSmallInteger(node: DerNode): number {
  if (node.tag !== tags.integer && node.tag !== tags.enumerated) throw new DerError(`expected INTEGER, found 0x${node.tag.toString(16)}`);
  if (node.content.length === 0 || node.content.length > 6) throw new DerError('INTEGER out of range');
  if ((node.content[0]! & 0x80) !== 0) throw new DerError('negative INTEGER');
  return node.content.readUIntBE(0, node.content.length);
}

/** The contents of a BIT STRING holding whole octets (the unused-bits octet must be 0). */
export function readBitStringBytes(node: DerNode): Buffer {
  node.expect(tags.bitString);
  if (node.content[0] !== 0) throw new DerError('BIT STRING with unused bits');
  return node.content.subarray(1);
}

/** Whether bit n (0 = the most significant bit of the first octet) of a BIT STRING is set; the unused trailing bits never are. */
export function bitStringBit(node: DerNode, bit: number): boolean {
  node.expect(tags.bitString);
  const unused = node.content[0];
  if (unused === undefined || unused > 7 || (unused > 0 && node.content.length === 1)) throw new DerError('malformed BIT STRING');
  if (bit >= (node.content.length - 1) * 8 - unused) return false;
  return (node.content[1 + Math.floor(bit / 8)]! & (0x80 >> bit % 8)) !== 0;
}

export function readTime(node: DerNode): Date {
  const text = node.content.toString('latin1');
  let match: RegExpExecArray | null;
  if (node.tag === tags.generalizedTime) {
    match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\.\d+)?Z$/.exec(text);
  } else if (node.tag === tags.utcTime) {
    match = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})()Z$/.exec(text);
    if (match) match[1] = String(Number(match[1]) < 50 ? 2000 + Number(match[1]) : 1900 + Number(match[1]));
  } else {
    throw new DerError(`expected a time, found tag 0x${node.tag.toString(16)}`);
  }
  if (!match) throw new DerError(`bad time ${JSON.stringify(text)}`);
  const [, year, month, day, hour, minute, second, fraction] = match;
  const millis = fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0;
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second), millis));
}
