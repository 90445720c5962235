import { analyticsUrl } from './analytics';
import { cartWidgetUrl } from './cart-widget';
import { chatWidgetUrl } from './chat-widget';
import { heatmapUrl } from './heatmap';
import { scriptSource } from './script-source';
import { tagManagerUrl } from './tag-manager';

describe('where the outside scripts come from', () => {
  it('uses the real addresses when the build names no sandbox (production)', () => {
    expect(process.env.GATSBY_SCRIPTS_SANDBOX_URL).toBeUndefined();
    expect(tagManagerUrl('GTM-AB12')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12');
    expect(analyticsUrl('G-XY34')).toBe('https://www.googletagmanager.com/gtag/js?id=G-XY34');
    expect(heatmapUrl('1234567')).toBe('https://static.hotjar.com/c/hotjar-1234567.js?sv=6');
    expect(chatWidgetUrl()).toBe('https://www.smartsuppchat.com/loader.js');
    expect(cartWidgetUrl()).toBe('https://public.montonio.com/assets/montonio-js/3.x/montonio.bundle.js');
  });

  it('uses the stand-in under the sandbox address when the build names one', () => {
    expect(scriptSource('https://www.googletagmanager.com/gtm.js?id=X', 'gtm.js?id=X', '/sandbox/scripts/')).toBe('/sandbox/scripts/gtm.js?id=X');
    expect(scriptSource('https://example.invalid/a.js', 'a.js', ' ')).toBe('https://example.invalid/a.js');
  });

  it('escapes ids into the address', () => {
    expect(tagManagerUrl('GTM-1&x=<y>')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-1%26x%3D%3Cy%3E');
  });
});
