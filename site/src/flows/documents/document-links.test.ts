import { fileSize } from './document-links';

describe('fileSize', () => {
  it('writes kilobytes (at least 1) and megabytes in the page’s language', () => {
    expect(fileSize(15_234, 'en')).toBe('15 kB');
    expect(fileSize(120, 'et')).toBe('1 kB');
    expect(fileSize(2_450_000, 'et')).toBe('2,5 MB');
    expect(fileSize(2_450_000, 'en')).toBe('2.5 MB');
  });
});
