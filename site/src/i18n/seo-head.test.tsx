/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { SeoHead } from './seo-head';

const page = {
  language: 'ru' as const, canonical: '/ru/kaskokindlustus-dev/', indexable: true,
  alternates: { et: '/kaskokindlustus-dev/', ru: '/ru/kaskokindlustus-dev/', en: '/en/kaskokindlustus-dev/' },
};

describe('SeoHead', () => {
  it('gives a page with a share image its Open Graph image, size and alternative text in the page’s language', () => {
    const html = renderToStaticMarkup(
      <SeoHead page={page} title="Каско" brandName="Tarkus" description="Сравните" siteUrl="https://tarkus.ee" shareImage="/og/cascoLanding-ru.png" />,
    );
    expect(html).toContain('<meta property="og:image" content="https://tarkus.ee/og/cascoLanding-ru.png"/>');
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    expect(html).toContain('<meta property="og:image:alt" content="Каско – Tarkus"/>');
    expect(html).toContain('<meta property="og:url" content="https://tarkus.ee/ru/kaskokindlustus-dev/"/>');
  });

  it('gives a page without a share image no Open Graph tags', () => {
    const html = renderToStaticMarkup(<SeoHead page={page} title="Каско" brandName="Tarkus" description={null} siteUrl="https://tarkus.ee" />);
    expect(html).not.toContain('og:');
  });
});
