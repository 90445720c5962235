import type { InsurerLogo } from '../api-client/insurer-logo';

/**
 * The insurer's logo with its name beside it. The image carries the name as its accessible name and the
 * visible name is hidden from assistive technology, so the name is read once. Width and height are set
 * so the page keeps the logo's room before it loads. Without a logo, the name alone.
 */
export function InsurerName({ name, logo, size = 32 }: { name: string; logo: InsurerLogo | null; size?: number }) {
  if (!logo) return <>{name}</>;
  const scale = size / Math.max(logo.width, logo.height);
  return (
    <span sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, verticalAlign: 'middle' }}>
      <img src={logo.url} alt={name} width={Math.round(logo.width * scale)} height={Math.round(logo.height * scale)}
        decoding="async" sx={{ flexShrink: 0, display: 'block' }} data-testid="insurer-logo" />
      <span aria-hidden="true">{name}</span>
    </span>
  );
}
