import { correction, generate } from 'lean-qr';

/** SK: error correction L or M, a quiet zone, 6–10 px per module on a computer. */
const quietZone = 4;
const modulePx = 6;

/**
 * The QR code of a Smart-ID device link, drawn here from the link the server made: one SVG path of dark
 * modules. The link itself is in `data-link` so tests and assistive tooling can read what is encoded.
 */
export function SmartIdQr({ link, label }: { link: string; label: string }) {
  const code = generate(link, { minCorrectionLevel: correction.L, maxCorrectionLevel: correction.M });
  const size = code.size + quietZone * 2;
  let path = '';
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) if (code.get(x, y)) path += `M${x + quietZone} ${y + quietZone}h1v1h-1z`;
  }
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="smart-id-qr"
      data-link={link}
      viewBox={`0 0 ${size} ${size}`}
      width={size * modulePx}
      height={size * modulePx}
      shapeRendering="crispEdges"
      sx={{ display: 'block', maxWidth: '100%', height: 'auto', mx: 'auto' }}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
