import { absoluteLogoUrl, reshapeInsurerLogos } from './insurer-logos';

describe('insurer logos', () => {
  it('keys each published insurer’s logo by its code, with the image’s size', () => {
    const logos = reshapeInsurerLogos([
      { code: 'emajoe', logo: { url: '/uploads/emajoe_1.png', width: 144, height: 144 } },
      { code: 'pohjala', logo: null },
      { code: 'laanemere', logo: { url: '/uploads/broken.png', width: null, height: null } },
    ] as never);
    expect([...logos]).toEqual([['emajoe', { url: '/uploads/emajoe_1.png', width: 144, height: 144 }]]);
  });

  it('makes an uploaded logo’s address absolute on the site for e-mails, and keeps an absolute one', () => {
    const logo = { width: 144, height: 144 };
    expect(absoluteLogoUrl({ ...logo, url: '/uploads/a.png' }, 'https://tarkus.ee')).toBe('https://tarkus.ee/uploads/a.png');
    expect(absoluteLogoUrl({ ...logo, url: 'https://cdn.example/a.png' }, 'https://tarkus.ee')).toBe('https://cdn.example/a.png');
  });
});
