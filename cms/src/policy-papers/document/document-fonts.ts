/**
 * The fontkit the policy documents register with pdf-lib: each font file is parsed once per process
 * and its text layouts are remembered. pdf-lib parses the font again for every document and lays out
 * every string twice (to measure it, then to draw it); with DejaVu's 6000 glyphs and OpenType
 * shaping that was most of a document's rendering time, and the same labels repeat in every policy.
 * A layout (a glyph run) depends only on the font, the text and the features, and pdf-lib only reads it.
 */
import { readFile } from 'node:fs/promises';
import * as fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';
import { readTrueTypeSource, TrueTypeSubset } from './truetype-subset';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;

/** Enough for every label and value of a few hundred documents; then forgotten and begun again. */
const maxLayoutsPerFont = 20_000;

type GlyphRun = ReturnType<Font['layout']>;

/**
 * A line's glyph run made of its words' runs with the space's between them. pdf-lib reads only a run's glyphs
 * (their ids and advance widths; it never applies positions), and no substitution crosses a space, so this is
 * the run the whole line would get; each word is shaped once per process instead of every line that holds it
 * (a customer's name, address and numbers make most lines of a document new).
 */
function joinedAtSpaces(words: GlyphRun[], space: GlyphRun): GlyphRun {
  const glyphs = words.flatMap((run, index) => (index === 0 ? run.glyphs : [...space.glyphs, ...run.glyphs]));
  const positions = words.flatMap((run, index) => (index === 0 ? run.positions : [...space.positions, ...run.positions]));
  const advanceWidth = words.reduce((sum, run) => sum + run.advanceWidth, space.advanceWidth * (words.length - 1));
  return { ...words[0]!, glyphs, positions, advanceWidth } as GlyphRun;
}

function withRememberedLayouts(font: Font): Font {
  const layout = font.layout.bind(font);
  const layouts = new Map<string, GlyphRun>();
  const remembered = (text: string, features: Parameters<Font['layout']>[1]): GlyphRun => {
    const key = `${features ? JSON.stringify(features) : ''}\u0000${text}`;
    let run = layouts.get(key);
    if (!run) {
      if (layouts.size >= maxLayoutsPerFont) layouts.clear();
      const words = text.split(' ');
      run = words.length > 1 && words.every((word) => word !== '') ? joinedAtSpaces(words.map((word) => remembered(word, features)), remembered(' ', features)) : layout(text, features);
      layouts.set(key, run);
    }
    return run;
  };
  font.layout = remembered;
  return font;
}

const sameCharacters = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((code, index) => code === b[index]);

/**
 * fontkit keeps one glyph object per glyph and gives it the characters of the first text that reached it; with
 * one font for every document, that was the first text of the process: a composite glyph's parts are read
 * without characters when a subset is written (DejaVu draws Cyrillic о and с with Latin o and c), a ligature
 * typed by one customer (ﬁ) or a changed letter (i with an accent decomposed) would name the characters of
 * later documents' text layers. A glyph asked for with other characters is answered as a view of it that
 * has those characters, as a font parsed for the document alone would give.
 */
function withCharactersOfEachText(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (!codePoints?.length || sameCharacters(glyph.codePoints, codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints, enumerable: true } });
  };
  return font;
}

/** Subsets cut by copying the font file's bytes (truetype-subset.ts) when it has TrueType outlines. */
function withFastSubsets(font: Font, file: Uint8Array): Font {
  const source = readTrueTypeSource(file);
  if (source) font.createSubset = () => new TrueTypeSubset(source);
  return font;
}

const fonts = new WeakMap<Uint8Array, Font>();

/** Keyed by the file's bytes: the renderer reads each font file once and passes the same bytes each time. */
export const sharedFontkit: Fontkit = {
  create(data, postscriptName) {
    if (postscriptName) return fontkit.create(data, postscriptName);
    let font = fonts.get(data);
    if (!font) {
      font = withFastSubsets(withRememberedLayouts(withCharactersOfEachText(fontkit.create(data))), data);
      fonts.set(data, font);
    }
    return font;
  },
};

const fontPaths = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

/** The TTF files are read once per process; a failed read is tried again next time. */
export function loadFontFiles(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  fontFiles ??= Promise.all([readFile(fontPaths.regular), readFile(fontPaths.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontFiles = undefined;
      throw error;
    },
  );
  return fontFiles;
}
