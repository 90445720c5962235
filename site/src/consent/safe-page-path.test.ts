import { safePage, scriptsMayStartOn } from './safe-page-path';

describe('what the scripts learn about a page', () => {
  it('keeps a static page as it is, without query or hash', () => {
    expect(safePage('/ru/kontaktid-tartu/')).toEqual({ path: '/ru/kontaktid-tartu/', routeKey: 'contactsTartu', language: 'ru' });
    expect(safePage('/karjaar/tookoht/myygijuht/')).toMatchObject({ path: '/karjaar/tookoht/myygijuht/' });
  });

  it('replaces ids in the address by their name', () => {
    expect(safePage('/en/kaskokindlustus-dev/pakkumine/3f1c9a/')).toEqual({ path: '/en/kaskokindlustus-dev/pakkumine/ID/', routeKey: 'cascoOffer', language: 'en' });
    expect(safePage('/kaskokindlustus-dev/kinnitamine/abc/12300/').path).toBe('/kaskokindlustus-dev/kinnitamine/ID/PRICE/');
  });

  it('names unknown pages only as not found', () => {
    expect(safePage('/nobody@example.com/')).toEqual({ path: '/404/', routeKey: null, language: null });
  });

  it('starts scripts on content pages only: not on client-only pages nor on pages with a quote form', () => {
    expect(scriptsMayStartOn('/')).toBe(true);
    expect(scriptsMayStartOn('/kaskokindlustus-dev/')).toBe(true);
    expect(scriptsMayStartOn('/ostukorv/tagasi/')).toBe(false);
    expect(scriptsMayStartOn('/kaskokindlustus-dev/pakkumine/abc/')).toBe(false);
    expect(scriptsMayStartOn('/en/kaskokindlustus-dev/uus/')).toBe(false);
    expect(scriptsMayStartOn('/liikluskindlustus-dev/')).toBe(false);
  });
});
