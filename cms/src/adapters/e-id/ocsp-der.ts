/**
 * A small DER (ASN.1 Distinguished Encoding Rules) reader and writer: only what OCSP and reading a few
 * X.509 certificate fields need. Single-byte tags only (all tags of X.509 and OCSP are below 31),
 * definite lengths only.
 */

export const tags = {
  boolean: 0x01,
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  enumerated: 0x0a,
  utf8String: 0x0c,
  printableString: 0x13,
  utcTime: 0x17,
  generalizedTime: 0x18,
  sequence: 0x30,
  set: 0x31,
} as const;

/** Tag of a context-specific [n] element: constructed (EXPLICIT, or IMPLICIT of a constructed type) or primitive. */
export function contextTag(n: number, constructed = true): number {
  return (constructed ? 0xa0 : 0x80) | n;
}

/** One decoded element: its tag, its content octets and its whole encoding (tag, length and content). */
export class DerNode {
  private parsedChildren?: DerNode[];

  constructor(
    readonly tag: number,
    readonly content: Buffer,
    readonly raw: Buffer,
  ) {}

  get constructed(): boolean {
    return (this.tag & 0x20) !== 0;
  }

  /** The elements inside a constructed element (SEQUENCE, SET, [n] EXPLICIT …). */
  get children(): DerNode[] {
    if (!this.constructed) throw new DerError(`tag 0x${this.tag.toString(16)} is not constructed`);
    this.parsedChildren ??= decodeDerList(this.content);
    return this.parsedChildren;
  }

  /** The n-th child, which must exist. */
  child(index: number, tag?: number): DerNode {
    const found = this.children[index];
    if (!found) throw new DerError(`missing element ${index} in tag 0x${this.tag.toString(16)}`);
    if (tag !== undefined) found.expect(tag);
    return found;
  }

  expect(tag: number): this {
    if (this.tag !== tag) throw new DerError(`expected tag 0x${tag.toString(16)}, found 0x${this.tag.toString(16)}`);
    return this;
  }
}

export class DerError extends Error {
  constructor(message: string) {
    super(`DER: ${message}`);
    this.name = 'DerError';
  }
}

function decodeAt(buffer: Buffer, offset: number): { node: DerNode; next: number } {
  const tag = buffer[offset];
  if (tag === undefined) throw new DerError('unexpected end');
  if ((tag & 0x1f) === 0x1f) throw new DerError('multi-byte tags are not supported');
  const first = buffer[offset + 1];
  if (first === undefined) throw new DerError('unexpected end of length');
  let length: number;
  let header: number;
  if (first < 0x80) {
    length = first;
    header = 2;
  } else {
    const count = first & 0x7f;
    if (count === 0) throw new DerError('indefinite length is not DER');
    if (count > 4) throw new DerError('length too large');
    length = 0;
    for (let index = 0; index < count; index += 1) {
      const byte = buffer[offset + 2 + index];
      if (byte === undefined) throw new DerError('unexpected end of length');
      length = length * 256 + byte;
    }
    if (length < 0x80 || (count > 1 && buffer[offset + 2] === 0)) throw new DerError('length not in its shortest form');
    header = 2 + count;
  }
  const end = offset + header + length;
  if (end > buffer.length) throw new DerError('length beyond the end of the data');
  return {
    node: new DerNode(tag, buffer.subarray(offset + header, end), buffer.subarray(offset, end)),
    next: end,
  };
}

/** Decodes exactly one element filling the whole buffer. */
export function decodeDer(buffer: Buffer): DerNode {
  const { node, next } = decodeAt(buffer, 0);
  if (next !== buffer.length) throw new DerError('trailing data after the element');
  return node;
}

/** Decodes consecutive elements filling the whole buffer (the content of a SEQUENCE or SET). */
export function decodeDerList(buffer: Buffer): DerNode[] {
  const nodes: DerNode[] = [];
  let offset = 0;
  while (offset < buffer.length) {
    const { node, next } = decodeAt(buffer, offset);
    nodes.push(node);
    offset = next;
  }
  return nodes;
}

// Reading values

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

// Writing values

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

// X.509 certificate fields (RFC 5280) that OCSP and the Web eID checks need

export interface CertificateFields {
  /** The INTEGER element of serialNumber (its content octets are the serial as encoded). */
  serialNumber: DerNode;
  /** The issuer and subject Name elements, whole (tag and length included). */
  issuer: DerNode;
  subject: DerNode;
  /** The contents of the subjectPublicKey BIT STRING (without the unused-bits octet). */
  subjectPublicKey: Buffer;
  /** The extensions by OID: criticality and the contents of extnValue. */
  extensions: Map<string, { critical: boolean; value: Buffer }>;
}

export const extensionOids = {
  keyUsage: '2.5.29.15',
  extendedKeyUsage: '2.5.29.37',
  certificatePolicies: '2.5.29.32',
} as const;

export function certificateFields(certificateDer: Buffer): CertificateFields {
  const tbs = decodeDer(certificateDer).expect(tags.sequence).child(0, tags.sequence);
  const items = tbs.children;
  let index = items[0]?.tag === contextTag(0) ? 1 : 0;
  const next = () => {
    const item = items[index];
    if (!item) throw new DerError('truncated TBSCertificate');
    index += 1;
    return item;
  };
  const serialNumber = next().expect(tags.integer);
  next().expect(tags.sequence); // signature algorithm
  const issuer = next().expect(tags.sequence);
  next().expect(tags.sequence); // validity
  const subject = next().expect(tags.sequence);
  const subjectPublicKey = readBitStringBytes(next().expect(tags.sequence).child(1));
  const extensions = new Map<string, { critical: boolean; value: Buffer }>();
  const wrapper = items.slice(index).find((item) => item.tag === contextTag(3));
  for (const extension of wrapper?.child(0, tags.sequence).children ?? []) {
    const [id, second, third] = extension.expect(tags.sequence).children;
    if (!id) throw new DerError('empty extension');
    const critical = second?.tag === tags.boolean ? second.content[0] !== 0 : false;
    const value = (second?.tag === tags.boolean ? third : second)?.expect(tags.octetString).content;
    if (!value) throw new DerError('extension without a value');
    extensions.set(readOid(id), { critical, value });
  }
  return { serialNumber, issuer, subject, subjectPublicKey, extensions };
}

/** Whether the key usage extension sets bit n (0 digitalSignature, 2 keyEncipherment, 3 dataEncipherment …); undefined without one. */
export function keyUsageBit(fields: CertificateFields, bit: number): boolean | undefined {
  const extension = fields.extensions.get(extensionOids.keyUsage);
  return extension && bitStringBit(decodeDer(extension.value), bit);
}

/** The policy OIDs of the certificate policies extension (none without it). */
export function certificatePolicyOids(fields: CertificateFields): string[] {
  const extension = fields.extensions.get(extensionOids.certificatePolicies);
  return extension ? decodeDer(extension.value).expect(tags.sequence).children.map((policy) => readOid(policy.expect(tags.sequence).child(0))) : [];
}

/** The extended key usage OIDs, or undefined when the certificate has no such extension. */
export function extendedKeyUsages(fields: CertificateFields): string[] | undefined {
  const extension = fields.extensions.get(extensionOids.extendedKeyUsage);
  return extension && decodeDer(extension.value).expect(tags.sequence).children.map(readOid);
}
