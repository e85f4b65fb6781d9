#!/usr/bin/env node
// Draws the installable app's icons (issue 16, item 4) from the one logo, public/favicon.svg, with sharp
// (the server's image library). Run it after changing the logo: `node apps/web/build/draw-app-icons.mjs`;
// the PNGs are committed, so a build needs no image library.
//   icon-192.png, icon-512.png   the logo as drawn (rounded corners), for launchers that show it as is
//   icon-maskable-512.png        full-bleed: launchers crop it to their own shape, so the mark sits inside
//                                the central safe circle (80% of the width) on the logo's own colour
//   apple-touch-icon.png (180)   full-bleed too: iOS rounds the corners itself and fills transparency black
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
if (!brand) throw new Error('favicon.svg: no background colour found on its first <rect>');

/** The logo centred on a full square of its own colour, at `scale` of the width. */
function fullBleed(scale) {
  const size = 32 * scale;
  const offset = (32 - size) / 2;
  const inner = logo.replace('<svg ', `<svg x="${offset}" y="${offset}" width="${size}" height="${size}" `);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/>${inner}</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.72) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.8) },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', file));
  console.log(`public/icons/${file} (${size}×${size})`);
}
