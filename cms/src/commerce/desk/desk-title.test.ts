import { deskCaseTitle, deskTitleMax } from './desk-title';

describe('a desk case’s title', () => {
  it('names product, insurer and e-mail as they are when they fit', () => {
    expect(deskCaseTitle('Metsamasinate kindlustus', 'Saarte Kindlustus AS', 'mari@example.ee')).toBe('Metsamasinate kindlustus · Saarte Kindlustus AS · mari@example.ee');
    expect(deskCaseTitle('Metsamasinate kindlustus', 'Saarte Kindlustus AS', null)).toBe('Metsamasinate kindlustus · Saarte Kindlustus AS');
  });

  it('fits its field with the longest valid e-mail address (254 characters), shortened at its end when even its domain is too long, or in its middle to keep the domain', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.ee`;
    expect(email).toHaveLength(254);
    const title = deskCaseTitle('Töötajate tervisekindlustus', 'Saarte Kindlustus AS', email);
    expect(title.length).toBeLessThanOrEqual(deskTitleMax);
    expect(title).toMatch(/^Töötajate tervisekindlustus · Saarte Kindlustus AS · a{64}@b{63}\.c+…$/);
    const shortDomain = deskCaseTitle('Töötajate tervisekindlustus', 'Saarte Kindlustus AS', `${'x'.repeat(240)}@firma.ee`);
    expect(shortDomain).toHaveLength(deskTitleMax);
    expect(shortDomain).toMatch(/x…@firma\.ee$/);
  });

  it('fits even when the insurer’s name fills it', () => {
    expect(deskCaseTitle('Kaskokindlustus', 'S'.repeat(250), 'mari@example.ee')).toHaveLength(deskTitleMax);
  });
});
