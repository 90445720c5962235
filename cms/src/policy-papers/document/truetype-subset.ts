/**
 * The subset of a TrueType font a PDF embeds: the glyphs a document uses, renumbered in the order they were
 * first used, with the tables a PDF's TrueType font program needs (head, hhea, maxp, loca, glyf, hmtx and the
 * hinting tables cvt, prep, fpgm).
 *
 * It does what fontkit's TTFSubset does for pdf-lib, by copying bytes: fontkit decodes each glyph's outline to
 * learn whether it is composite and writes the hinting tables value by value through its structure encoder,
 * which was about a third of a policy document's CPU. The font file is read once per process (`TrueTypeSource`).
 */
import { EventEmitter } from 'node:events';

const tableTagsToEmbed = ['cvt ', 'fpgm', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'prep'];

interface TableRecord {
  offset: number;
  length: number;
}

/** What the subsets of one font file read from it, parsed once. */
export interface TrueTypeSource {
  bytes: Buffer;
  tables: Map<string, TableRecord>;
  /** Where each glyph's outline starts in `glyf`, and where the last one ends (numGlyphs + 1 entries). */
  glyphOffsets: Uint32Array;
  advanceWidths: Uint16Array;
  leftSideBearings: Int16Array;
}

const table = (tables: Map<string, TableRecord>, tag: string): TableRecord => {
  const record = tables.get(tag);
  if (!record) throw new Error(`The font has no ${tag.trim()} table`);
  return record;
};

/** Null when the font is not a TrueType-outline font this subsetter can cut (e.g. CFF outlines). */
export function readTrueTypeSource(file: Uint8Array): TrueTypeSource | null {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const version = bytes.readUInt32BE(0);
  if (version !== 0x00010000 && version !== 0x74727565) return null;
  const tables = new Map<string, TableRecord>();
  const numTables = bytes.readUInt16BE(4);
  for (let index = 0; index < numTables; index++) {
    const at = 12 + 16 * index;
    tables.set(bytes.toString('latin1', at, at + 4), { offset: bytes.readUInt32BE(at + 8), length: bytes.readUInt32BE(at + 12) });
  }
  if (!tables.has('glyf') || !tables.has('loca')) return null;

  const numGlyphs = bytes.readUInt16BE(table(tables, 'maxp').offset + 4);
  const longOffsets = bytes.readInt16BE(table(tables, 'head').offset + 50) === 1;
  const loca = table(tables, 'loca').offset;
  const glyphOffsets = new Uint32Array(numGlyphs + 1);
  for (let gid = 0; gid <= numGlyphs; gid++) {
    glyphOffsets[gid] = longOffsets ? bytes.readUInt32BE(loca + 4 * gid) : 2 * bytes.readUInt16BE(loca + 2 * gid);
  }

  // hmtx: numberOfHMetrics (advance, bearing) pairs, then bearings only; the last advance repeats.
  const numberOfHMetrics = bytes.readUInt16BE(table(tables, 'hhea').offset + 34);
  const hmtx = table(tables, 'hmtx').offset;
  const advanceWidths = new Uint16Array(numGlyphs);
  const leftSideBearings = new Int16Array(numGlyphs);
  for (let gid = 0; gid < numGlyphs; gid++) {
    if (gid < numberOfHMetrics) {
      advanceWidths[gid] = bytes.readUInt16BE(hmtx + 4 * gid);
      leftSideBearings[gid] = bytes.readInt16BE(hmtx + 4 * gid + 2);
    } else {
      advanceWidths[gid] = advanceWidths[numberOfHMetrics - 1] ?? 0;
      leftSideBearings[gid] = bytes.readInt16BE(hmtx + 4 * numberOfHMetrics + 2 * (gid - numberOfHMetrics));
    }
  }
  return { bytes, tables, glyphOffsets, advanceWidths, leftSideBearings };
}

// Composite glyph flags (OpenType glyf table).
const argsAreWords = 0x0001;
const haveScale = 0x0008;
const moreComponents = 0x0020;
const haveXYScale = 0x0040;
const haveTwoByTwo = 0x0080;

const pad4 = (length: number) => (length + 3) & ~3;

function checksum(data: Buffer): number {
  let sum = 0;
  const whole = data.length & ~3;
  for (let at = 0; at < whole; at += 4) sum = (sum + data.readUInt32BE(at)) >>> 0;
  if (whole < data.length) {
    const tail = Buffer.alloc(4);
    data.copy(tail, 0, whole);
    sum = (sum + tail.readUInt32BE(0)) >>> 0;
  }
  return sum;
}

/** The same interface as fontkit's subsets, as pdf-lib's subset embedder uses it. */
export class TrueTypeSubset {
  readonly cff = false;
  private readonly glyphs: number[] = [];
  private readonly newIds = new Map<number, number>();

  constructor(private readonly source: TrueTypeSource) {
    this.includeGlyph(0);
  }

  /** The glyph's id in the subset: new glyphs are numbered in the order they come. */
  includeGlyph(glyph: number | { id: number }): number {
    const gid = typeof glyph === 'number' ? glyph : glyph.id;
    let id = this.newIds.get(gid);
    if (id === undefined) {
      id = this.glyphs.push(gid) - 1;
      this.newIds.set(gid, id);
    }
    return id;
  }

  /** The file as one 'data' event and 'end', after the caller has listened (as fontkit's stream does). */
  encodeStream(): EventEmitter {
    const stream = new EventEmitter();
    setImmediate(() => {
      try {
        stream.emit('data', this.encode());
        stream.emit('end');
      } catch (error) {
        stream.emit('error', error);
      }
    });
    return stream;
  }

  /** The subset font file. A composite glyph's parts join the subset (numbered after the rest) as it is written. */
  encode(): Uint8Array {
    const { bytes, tables, glyphOffsets } = this.source;
    const glyfStart = table(tables, 'glyf').offset;
    const outlines: Buffer[] = [];
    for (let index = 0; index < this.glyphs.length; index++) {
      const gid = this.glyphs[index]!;
      const start = glyfStart + glyphOffsets[gid]!;
      const end = glyfStart + glyphOffsets[gid + 1]!;
      let outline = bytes.subarray(start, end);
      if (outline.length >= 10 && outline.readInt16BE(0) < 0) outline = this.renumberComponents(outline);
      outlines.push(outline);
    }
    const count = this.glyphs.length;

    const loca = Buffer.alloc(4 * (count + 1));
    const hmtx = Buffer.alloc(4 * count);
    let offset = 0;
    outlines.forEach((outline, id) => {
      loca.writeUInt32BE(offset, 4 * id);
      offset += pad4(outline.length);
      const gid = this.glyphs[id]!;
      hmtx.writeUInt16BE(this.source.advanceWidths[gid]!, 4 * id);
      hmtx.writeInt16BE(this.source.leftSideBearings[gid]!, 4 * id + 2);
    });
    loca.writeUInt32BE(offset, 4 * count);
    const glyf = Buffer.alloc(offset);
    let at = 0;
    for (const outline of outlines) {
      outline.copy(glyf, at);
      at += pad4(outline.length);
    }

    const copyOf = (tag: string) => {
      const record = tables.get(tag);
      return record ? Buffer.from(bytes.subarray(record.offset, record.offset + record.length)) : null;
    };
    const head = copyOf('head')!;
    head.writeUInt32BE(0, 8); // checkSumAdjustment, set once the file is whole
    head.writeInt16BE(1, 50); // indexToLocFormat: long offsets
    const hhea = copyOf('hhea')!;
    hhea.writeUInt16BE(count, 34);
    const maxp = copyOf('maxp')!;
    maxp.writeUInt16BE(count, 4);

    const written: Record<string, Buffer | null> = { head, hhea, maxp, loca, glyf, hmtx, 'cvt ': copyOf('cvt '), fpgm: copyOf('fpgm'), prep: copyOf('prep') };
    const { file, offsets } = this.assemble(tableTagsToEmbed.flatMap((tag) => (written[tag] ? [[tag, written[tag]!] as const] : [])));
    file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, offsets.get('head')! + 8);
    return file;
  }

  /** A composite glyph's copy whose component ids are the subset's own (the components join the subset). */
  private renumberComponents(outline: Buffer): Buffer {
    const copy = Buffer.from(outline);
    let at = 10;
    for (;;) {
      const flags = copy.readUInt16BE(at);
      copy.writeUInt16BE(this.includeGlyph(copy.readUInt16BE(at + 2)), at + 2);
      at += 4 + (flags & argsAreWords ? 4 : 2);
      if (flags & haveScale) at += 2;
      else if (flags & haveXYScale) at += 4;
      else if (flags & haveTwoByTwo) at += 8;
      if (!(flags & moreComponents)) return copy;
    }
  }

  /** The table directory and the tables (sorted by tag, each padded to four bytes). */
  private assemble(entries: ReadonlyArray<readonly [string, Buffer]>): { file: Buffer; offsets: Map<string, number> } {
    const numTables = entries.length;
    const exponent = Math.floor(Math.log2(numTables));
    const searchRange = 16 * 2 ** exponent;
    const headerLength = 12 + 16 * numTables;
    const file = Buffer.alloc(headerLength + entries.reduce((sum, [, data]) => sum + pad4(data.length), 0));
    file.writeUInt32BE(0x00010000, 0);
    file.writeUInt16BE(numTables, 4);
    file.writeUInt16BE(searchRange, 6);
    file.writeUInt16BE(exponent, 8);
    file.writeUInt16BE(numTables * 16 - searchRange, 10);
    const offsets = new Map<string, number>();
    let offset = headerLength;
    entries.forEach(([tag, data], index) => {
      offsets.set(tag, offset);
      const record = 12 + 16 * index;
      file.write(tag, record, 4, 'latin1');
      file.writeUInt32BE(checksum(data), record + 4);
      file.writeUInt32BE(offset, record + 8);
      file.writeUInt32BE(data.length, record + 12);
      data.copy(file, offset);
      offset += pad4(data.length);
    });
    return { file, offsets };
  }
}
