/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { shareImageSvg, wrapTitle } from './share-image-svg';
import { shareImageRoutes, writeShareImages } from './share-images';

describe('share images', () => {
  it('are made for the home page and each product’s page, with the product’s icon', () => {
    const routes = shareImageRoutes([
      { key: 'casco', routeKey: 'cascoLanding' },
      { key: 'traffic', routeKey: 'trafficLanding' },
      { key: 'unknown-product', routeKey: 'contacts' },
    ]);
    expect([...routes]).toEqual([['home', null], ['cascoLanding', 'casco'], ['trafficLanding', 'traffic']]);
  });

  it('wrap a long title at spaces into at most three lines', () => {
    expect(wrapTitle('Страхование для автомобиля, дома и бизнеса', 24)).toEqual(['Страхование для', 'автомобиля, дома и', 'бизнеса']);
    expect(wrapTitle('one two three four five six seven', 5)).toHaveLength(3);
  });

  it('draw the title and the brand, with text that cannot break the SVG', () => {
    const svg = shareImageSvg({ title: 'Home & <garden>', brandName: 'Tarkus "broker"', iconPath: 'M3 11l9-7' });
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain('Home &#38; &#60;garden&#62;');
    expect(svg).toContain('Tarkus &#34;broker&#34;');
    expect(svg).toContain('<path d="M3 11l9-7"/>');
  });

  it('are drawn again only when what they show changed (a publish of another text keeps them)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'share-images-'));
    try {
      const publicDir = path.join(dir, 'public');
      const record = path.join(dir, 'cache', 'drawn.json');
      const routes = shareImageRoutes([{ key: 'casco', routeKey: 'cascoLanding' }]);
      let homeTitle = 'Insurance';
      const write = () => writeShareImages(publicDir, routes, (key) => (key === 'home' ? homeTitle : 'Casco'), () => 'Tarkus', record);
      expect(await write()).toBe(6); // the home page and casco's, in three languages
      const homeEn = path.join(publicDir, 'og', 'home-en.png');
      expect(readFileSync(homeEn).subarray(1, 4).toString()).toBe('PNG');
      expect(await write()).toBe(0);
      homeTitle = 'Insurance for everyone';
      expect(await write()).toBe(3);
      rmSync(homeEn);
      expect(await write()).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000); // ten images drawn: seconds on a busy machine
});
