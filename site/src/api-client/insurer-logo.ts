/** An insurer's logo as the site shows it: an address on the site's origin (or absolute) and its size in pixels. */
export interface InsurerLogo {
  url: string;
  width: number;
  height: number;
}

/** The API's logo, or null when it has none or a size the page cannot reserve room for. */
export function reshapeInsurerLogo(logo: { url: string; width: number; height: number } | null | undefined): InsurerLogo | null {
  if (!logo || !logo.url || !(logo.width > 0 && logo.height > 0)) return null;
  return { url: logo.url, width: logo.width, height: logo.height };
}
