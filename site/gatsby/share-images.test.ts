import { shareImageSvg, wrapTitle } from './share-image-svg';
import { shareImageRoutes } from './share-images';

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
});
