import * as fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'fs';
import { sharedFontkit } from './document-fonts';

const bytes = new Uint8Array(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
const texts = ['Kodukindlustus, omavastutus 200 €', 'Страхование дома: Ёлкин Щ.', 'Home insurance — ﬁnal ﬂat', 'Pingi 1-15, 51010 Tartu'];

/** What the document draws of a text: each glyph and how far it advances. */
const widths = (font: ReturnType<typeof fontkit.create>, text: string) => {
  const run = font.layout(text);
  return { glyphs: run.glyphs.map((glyph) => glyph.id), advances: run.positions.map((position) => position.xAdvance), width: run.advanceWidth };
};

describe('the policy documents\' shared font', () => {
  it('is parsed once for the same bytes and lays out every text as a font parsed for one document would, also when asked again', () => {
    const shared = sharedFontkit.create(bytes);
    expect(sharedFontkit.create(bytes)).toBe(shared);
    for (const text of texts) {
      const fresh = widths(fontkit.create(new Uint8Array(bytes)), text);
      expect(widths(shared, text)).toEqual(fresh);
      expect(widths(shared, text)).toEqual(fresh);
    }
  });
});
