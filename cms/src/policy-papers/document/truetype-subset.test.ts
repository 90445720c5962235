import { readFileSync } from 'node:fs';
import * as fontkit from '@pdf-lib/fontkit';
import { readTrueTypeSource, TrueTypeSubset } from './truetype-subset';

type Font = ReturnType<typeof fontkit.create>;

const files = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

// Estonian and Russian letters (many of them composite glyphs in DejaVu: õ ä ö ü š ž, Cyrillic о с й ё),
// digits, the euro sign, a no-break space and punctuation of the documents.
const text = 'Kindlustuspoliis Mari Õunapuu-Šmidt, Žukov: õ ä ö ü š ž Ä Ö Ü. Страховой полис Анна Ёлкина й ё — 1 234,56 € 12:05 «» №';

interface SubsetStream {
  on(event: 'data' | 'end', callback: (data: Uint8Array) => unknown): unknown;
}

const encoded = (subset: { encodeStream(): SubsetStream }) =>
  new Promise<Buffer>((resolve) => {
    const parts: Uint8Array[] = [];
    const stream = subset.encodeStream();
    stream.on('data', (data) => parts.push(data));
    stream.on('end', () => resolve(Buffer.concat(parts)));
  });

/** A table's bytes in a font file, by its tag. */
function tableOf(file: Buffer, tag: string): Buffer {
  for (let index = 0; index < file.readUInt16BE(4); index++) {
    const at = 12 + 16 * index;
    if (file.toString('latin1', at, at + 4) === tag) return file.subarray(file.readUInt32BE(at + 8), file.readUInt32BE(at + 8) + file.readUInt32BE(at + 12));
  }
  throw new Error(`no ${tag}`);
}

/** Every glyph of the subset as the PDF viewer draws it: its outline and its advance. */
function drawn(font: Font, count: number) {
  return Array.from({ length: count }, (_, id) => {
    const glyph = font.getGlyph(id);
    return { path: glyph.path.toSVG(), advance: glyph.advanceWidth };
  });
}

describe.each(Object.entries(files))('a subset of DejaVu Sans (%s) cut by copying bytes', (_name, file) => {
  const font = fontkit.create(file);
  const glyphs = font.layout(text).glyphs;

  it('numbers the glyphs as fontkit does and draws every one of them exactly as the font and fontkit’s own subset do', async () => {
    const source = readTrueTypeSource(file);
    expect(source).not.toBeNull();
    const ours = new TrueTypeSubset(source!);
    const theirs = font.createSubset();
    const ourIds = glyphs.map((glyph) => ours.includeGlyph(glyph));
    expect(ourIds).toEqual(glyphs.map((glyph) => theirs.includeGlyph(glyph)));

    const [ourFile, theirFile] = [await encoded(ours), await encoded(theirs)];
    const ourFont = fontkit.create(ourFile);
    const theirFont = fontkit.create(theirFile);
    // Metrics (advances and side bearings), hinting and the glyph count: the same bytes.
    for (const tag of ['hmtx', 'hhea', 'maxp', 'cvt ', 'fpgm', 'prep']) expect([tag, tableOf(ourFile, tag)]).toEqual([tag, tableOf(theirFile, tag)]);
    // Composite glyphs' parts joined both subsets after the glyphs asked for.
    expect(ourFont.numGlyphs).toBe(theirFont.numGlyphs);
    expect(ourFont.numGlyphs).toBeGreaterThan(new Set(ourIds).size);
    expect(drawn(ourFont, ourFont.numGlyphs)).toEqual(drawn(theirFont, theirFont.numGlyphs));
    glyphs.forEach((glyph, index) => {
      expect(ourFont.getGlyph(ourIds[index]!).path.toSVG()).toBe(glyph.path.toSVG());
      expect(ourFont.getGlyph(ourIds[index]!).advanceWidth).toBe(glyph.advanceWidth);
    });
  });

  it('writes a well-formed font file: sorted tables on four-byte boundaries, their checksums and the whole file’s', () => {
    const subset = new TrueTypeSubset(readTrueTypeSource(file)!);
    for (const glyph of glyphs) subset.includeGlyph(glyph);
    const bytes = Buffer.from(subset.encode());
    const sum = (data: Buffer) => {
      let total = 0;
      const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
      for (let at = 0; at < padded.length; at += 4) total = (total + padded.readUInt32BE(at)) >>> 0;
      return total;
    };
    const numTables = bytes.readUInt16BE(4);
    const tags: string[] = [];
    for (let index = 0; index < numTables; index++) {
      const at = 12 + 16 * index;
      const tag = bytes.toString('latin1', at, at + 4);
      tags.push(tag);
      const offset = bytes.readUInt32BE(at + 8);
      const length = bytes.readUInt32BE(at + 12);
      expect(offset % 4).toBe(0);
      const data = Buffer.from(bytes.subarray(offset, offset + length));
      if (tag === 'head') data.writeUInt32BE(0, 8);
      expect([tag, bytes.readUInt32BE(at + 4)]).toEqual([tag, sum(data)]);
    }
    expect(tags).toEqual(['cvt ', 'fpgm', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'prep']);
    expect(sum(bytes)).toBe(0xb1b0afba);
  });
});

it('declines a font without TrueType outlines, which keeps fontkit’s own subsets', () => {
  const notTrueType = Buffer.from('OTTO\u0000\u0001', 'latin1');
  expect(readTrueTypeSource(notTrueType)).toBeNull();
});
