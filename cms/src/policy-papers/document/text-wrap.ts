/**
 * Lines that fit a width: words are kept whole (no-break spaces keep '12 345,00 €' together), too long words are cut.
 * A line is as wide as its words and the spaces between them: each word is shaped once (and remembered across
 * documents, document-fonts.ts), where measuring every growing line shaped the whole line again for each word.
 */
export function wrapText(text: string, width: (value: string) => number, maxWidth: number): string[] {
  const space = width(' ');
  const lines: string[] = [];
  for (const paragraph of text.replace(/\t/g, ' ').split(/\r\n|\r|\n/)) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/ +/).filter((part) => part !== '')) {
      const wordWidth = width(word);
      const candidateWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
      if (candidateWidth <= maxWidth) {
        line = line === '' ? word : `${line} ${word}`;
        lineWidth = candidateWidth;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      // A single word wider than the line (a long code or address part): cut it by characters.
      let piece = '';
      for (const character of Array.from(word)) {
        if (piece !== '' && width(piece + character) > maxWidth) {
          lines.push(piece);
          piece = '';
        }
        piece += character;
      }
      line = piece;
      lineWidth = width(piece);
    }
    lines.push(line);
  }
  return lines;
}
