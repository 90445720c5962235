import { siteConstants } from '../src/config/site-constants';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Breaks a title into lines of at most `max` characters at spaces (a longer word stands alone). */
export function wrapTitle(title: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/**
 * A page's share image as SVG (1200×630): the brand colour, the product's icon, the page title and the
 * brand name. The build renders it to PNG; text uses the machine's sans-serif font.
 */
export function shareImageSvg({ title, brandName, iconPath }: { title: string; brandName: string; iconPath?: string }): string {
  const { primary, secondary } = siteConstants.colors;
  // About 17 (beside the icon) or 24 characters of the bold 60 px font fit a line.
  const lines = wrapTitle(title, iconPath ? 17 : 24);
  const textX = iconPath ? 420 : 96;
  const firstY = 315 - ((lines.length - 1) * 76) / 2 + 20;
  const icon = iconPath
    ? `<g transform="translate(96 171) scale(12)" fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"><path d="${escapeXml(iconPath)}"/></g>`
    : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">',
    `<rect width="1200" height="630" fill="${primary}"/>`,
    `<rect y="598" width="1200" height="32" fill="${secondary}"/>`,
    icon,
    ...lines.map((line, index) =>
      `<text x="${textX}" y="${firstY + index * 76}" fill="#fff" font-family="DejaVu Sans, Arial, sans-serif" font-size="60" font-weight="700">${escapeXml(line)}</text>`),
    `<text x="${textX}" y="540" fill="#fff" font-family="DejaVu Sans, Arial, sans-serif" font-size="36">${escapeXml(brandName)}</text>`,
    '</svg>',
  ].join('');
}
