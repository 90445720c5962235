// Renders the sandbox insurers' SVG marks to the PNGs the seed uploads (the media library refuses SVG
// uploads: an SVG served from /uploads could run script). Run once after changing an SVG:
//   node cms/scripts/render-insurer-logos.mjs
import { readdirSync } from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';
import sharp from 'sharp';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'seed', 'content', 'insurer-logos');
for (const file of readdirSync(dir).filter((name) => name.endsWith('.svg'))) {
  const target = path.join(dir, file.replace(/\.svg$/, '.png'));
  // Twice the 72 px the marks are drawn at, so they stay sharp on high-density screens.
  const info = await sharp(path.join(dir, file), { density: 144 }).png({ compressionLevel: 9, palette: true }).toFile(target);
  console.log(`${path.basename(target)}: ${info.width}x${info.height}, ${info.size} bytes`);
}
