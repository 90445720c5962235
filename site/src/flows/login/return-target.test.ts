import { returnPathOf, returnQuery } from './return-target';

describe('where a login returns to', () => {
  it('an account page named in the query, else the policies', () => {
    expect(returnPathOf('?return=cart', 'en')).toBe('/en/ostukorv/');
    expect(returnPathOf('?return=https://evil.example/', 'et')).toBe(returnPathOf('?return=policies', 'et'));
    expect(returnPathOf('', 'ru')).toBe(returnPathOf('?return=policies', 'ru'));
  });

  it('a company confirmation link with its token, and never a token of another shape', () => {
    expect(returnPathOf('?return=companyConfirm&token=Vb3x9QmR2kLp7TnY4sWd6HfJ', 'en')).toBe('/en/ostukorv/ettevotte-kinnitus/Vb3x9QmR2kLp7TnY4sWd6HfJ/');
    expect(returnPathOf('?return=companyConfirm&token=..%2F..%2Fevil', 'en')).toBe(returnPathOf('?return=policies', 'en'));
    expect(returnQuery('companyConfirm', 'Vb3x9QmR2kLp7TnY4sWd6HfJ')).toEqual({ return: 'companyConfirm', token: 'Vb3x9QmR2kLp7TnY4sWd6HfJ' });
    expect(returnQuery('companyConfirm')).toEqual({ return: 'policies' });
    expect(returnQuery('cart')).toEqual({ return: 'cart' });
  });
});
