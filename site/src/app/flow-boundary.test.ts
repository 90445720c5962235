import { crossesFlowBoundary, isFlowPage } from './flow-boundary';

describe('the boundary between content pages and flow pages', () => {
  it('counts client-only pages and pages with a quote form as flow pages, in every language', () => {
    expect(isFlowPage('/kaskokindlustus-dev/pakkumine/abc/')).toBe(true);
    expect(isFlowPage('/ru/ostukorv/')).toBe(true);
    expect(isFlowPage('/en/kaskokindlustus-dev/uus/')).toBe(true);
    expect(isFlowPage('/liikluskindlustus-dev/')).toBe(true);
    expect(isFlowPage('/tooandja-ravikindlustus/')).toBe(true);
    expect(isFlowPage('/')).toBe(false);
    expect(isFlowPage('/en/kaskokindlustus-dev/')).toBe(false);
    expect(isFlowPage('/nobody/knows/')).toBe(false);
  });

  it('loads a new document only when a navigation crosses it, either way', () => {
    expect(crossesFlowBoundary('/kaskokindlustus-dev/', '/kaskokindlustus-dev/uus/')).toBe(true);
    expect(crossesFlowBoundary('/ostukorv/', '/kontaktid-tartu/')).toBe(true);
    expect(crossesFlowBoundary('/kaskokindlustus-dev/uus/', '/kaskokindlustus-dev/pakkumine/')).toBe(false);
    expect(crossesFlowBoundary('/', '/kaskokindlustus-dev/')).toBe(false);
  });
});
