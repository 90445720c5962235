import { render, screen } from '@testing-library/react';
import { InsurerName } from './insurer-name';

describe('InsurerName', () => {
  it('shows the logo as an image named by the insurer, at a set size, with the name beside it', () => {
    render(<p><InsurerName name="Emajõe Kindlustus" logo={{ url: '/uploads/emajoe.png', width: 144, height: 72 }} /></p>);
    const image = screen.getByRole('img', { name: 'Emajõe Kindlustus' });
    expect(image.getAttribute('src')).toBe('/uploads/emajoe.png');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['32', '16']);
    expect(screen.getByRole('paragraph').textContent).toBe('Emajõe Kindlustus');
  });

  it('shows the name alone when the insurer has no logo', () => {
    render(<p><InsurerName name="Põhjala Kindlustus" logo={null} /></p>);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('paragraph').textContent).toBe('Põhjala Kindlustus');
  });
});
