import { wrapText } from './text-wrap';

/** Every character 1 wide, as a monospace font at size 1. */
const mono = (value: string) => Array.from(value).length;

describe('wrapping text into lines of a width', () => {
  it('keeps words whole and fills each line as far as it fits', () => {
    expect(wrapText('Kindlustusvõtja kohustub teatama kindlustusandjale olulistest muudatustest', mono, 30)).toEqual([
      'Kindlustusvõtja kohustub',
      'teatama kindlustusandjale',
      'olulistest muudatustest',
    ]);
  });

  it('measures a line as its words and spaces: every line fits, and the next word would not', () => {
    const text = 'a bb ccc dddd eeeee ffffff ggggggg hh i jjjjjjjjj kk';
    for (const maxWidth of [9, 12, 17, 25]) {
      const lines = wrapText(text, mono, maxWidth);
      expect(lines.join(' ')).toBe(text);
      lines.forEach((line, index) => {
        expect(mono(line)).toBeLessThanOrEqual(maxWidth);
        const next = lines[index + 1]?.split(' ')[0];
        if (next) expect(mono(`${line} ${next}`)).toBeGreaterThan(maxWidth);
      });
    }
  });

  it('cuts a word wider than the line by characters, and keeps paragraphs and no-break spaces', () => {
    expect(wrapText('EE123456789012345678 end', mono, 8)).toEqual(['EE123456', '78901234', '5678 end']);
    expect(wrapText('first\nsecond  line', mono, 20)).toEqual(['first', 'second line']);
    expect(wrapText('12\u00a0345,00\u00a0€ total', mono, 11)).toEqual(['12\u00a0345,00\u00a0€', 'total']);
  });
});
