/**
 * A small DER (ASN.1 Distinguished Encoding Rules) reader: only what OCSP and reading a few X.509
 * certificate fields need. Single-byte tags only (all tags of X.509 and OCSP are below 31), definite
 * lengths only.
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
