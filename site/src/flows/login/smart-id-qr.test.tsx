/** @jest-environment node */
import jsQR from 'jsqr';
import { renderToStaticMarkup } from 'react-dom/server';
import { SmartIdQr } from './smart-id-qr';

/** Paints the SVG's modules (M x y h1v1h-1z each) into an RGBA image, `scale` pixels a module, as a camera would see it. */
function rasterise(markup: string, scale = 4) {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(markup)![1]);
  const pixels = new Uint8ClampedArray(size * scale * size * scale * 4).fill(255);
  for (const [, x, y] of markup.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const offset = (((Number(y) * scale + dy) * size * scale) + Number(x) * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return { pixels, width: size * scale };
}

describe('the Smart-ID QR code', () => {
  const link = 'https://sid.example/device-link?deviceLinkType=QR&elapsedSeconds=3&sessionToken=wGIrqveE6AuGDATZKmR1mtAZ&sessionType=auth&version=1.0&lang=est&authCode=OY1eHaD4UYedrBwtqUbSkpa0w7ttm4FllPkCD_3wlE0';

  it('decodes to the link the server sent, with a quiet zone and a text alternative', () => {
    const markup = renderToStaticMarkup(<SmartIdQr link={link} label="QR code for Smart-ID" />);
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="QR code for Smart-ID"');
    expect(markup).not.toMatch(/M[0-3] /);
    const { pixels, width } = rasterise(markup);
    expect(jsQR(pixels, width, width)?.data).toBe(link);
  });

  it('is 6 px a module', () => {
    const markup = renderToStaticMarkup(<SmartIdQr link={link} label="QR" />);
    const modules = Number(/viewBox="0 0 (\d+)/.exec(markup)![1]);
    expect(markup).toContain(`width="${modules * 6}"`);
  });
});
