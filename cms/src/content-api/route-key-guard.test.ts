import { routeKeysIn } from './route-key-guard';

describe('routeKeysIn', () => {
  it('finds route keys in nested blocks and navigation links', () => {
    const data = {
      routeKey: 'home',
      title: 'Avaleht',
      blocks: [
        { __component: 'blocks.hero', heading: 'Tere', ctaRouteKey: 'cascoQuote' },
        { __component: 'blocks.cta', routeKey: 'noSuchRoute', buttonLabel: 'Edasi' },
        { __component: 'blocks.hero', heading: 'Ilma nuputa', ctaRouteKey: '' },
      ],
      navigation: [{ label: 'Karjäär', routeKey: 'careers' }],
    };
    expect(routeKeysIn(data)).toEqual(['home', 'cascoQuote', 'noSuchRoute', 'careers']);
  });

  it('finds nothing in data without route keys', () => {
    expect(routeKeysIn({ title: 'x', items: [{ title: 'routeKey' }] })).toEqual([]);
    expect(routeKeysIn(undefined)).toEqual([]);
  });
});
