import { withMissingTexts } from './ui-text-defaults';

describe('withMissingTexts', () => {
  const defaults = { errors: { notFoundTitle: 'Page not found', goBackHome: 'Go back to home' }, forms: { required: 'Required' } };

  it('adds missing keys and namespaces and keeps every stored text', () => {
    const stored = { errors: { notFoundTitle: 'Nothing here', editorsOwn: 'Kept' } };
    expect(withMissingTexts(stored, defaults)).toEqual({
      texts: { errors: { notFoundTitle: 'Nothing here', editorsOwn: 'Kept', goBackHome: 'Go back to home' }, forms: { required: 'Required' } },
      added: 2,
    });
  });

  it('adds nothing when nothing is missing', () => {
    expect(withMissingTexts(defaults, defaults).added).toBe(0);
    expect(withMissingTexts(null, defaults).added).toBe(3);
  });
});
