import { render, screen } from '@testing-library/react';
import { reshapeInsurer } from '../content/reshape';
import { reshapeBlock } from './registry';
import { InsurerLogos } from './insurer-logos';

describe('the insurers-compared block', () => {
  it('shows every insurer of the CMS by its logo, named by the insurer, and by name alone without a logo', () => {
    const insurers = [
      reshapeInsurer({ code: 'emajoe', name: 'Emajõe Kindlustus', logo: { url: '/uploads/emajoe.png', width: 144, height: 144 } }),
      reshapeInsurer({ code: 'pohjala', name: 'Põhjala Kindlustus', logo: null }),
    ];
    const block = reshapeBlock({ strapi_component: 'blocks.insurer-logos', heading: 'We compare', intro: null }, {
      jobs: [], insurers, captcha: { siteKey: '', version: '' }, terms: { keepDays: 0, cvMaxMb: 0, cvTypes: [] },
    });
    if (block?.kind !== 'blocks.insurer-logos') throw new Error('not an insurers block');
    render(<InsurerLogos block={block} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('We compare');
    const logo = screen.getByRole('img', { name: 'Emajõe Kindlustus' });
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['48', '48']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Emajõe Kindlustus', 'Põhjala Kindlustus']);
  });
});
