/**
 * Rasterises Rally's logo (the favicon in web/index.html: a white R on indigo) into the PNG icons
 * the web manifest and iOS ask for, with the Chromium the e2e tests use. Run by hand after the
 * logo changes and commit the PNGs: `npx tsx web/scripts/make-icons.ts`. Nothing is drawn at
 * build or run time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const out = path.resolve(import.meta.dirname, '../public/icons');
const indigo = '#4338ca';

/** `inset` is the share of the side the letter's box takes: maskable icons keep it in the 80 % safe zone. */
function logo(size: number, { rounded, inset }: { rounded: boolean; inset: number }): string {
  const radius = rounded ? size / 4 : 0;
  const font = Math.round(size * 0.625 * inset);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${indigo}"/>
  <text x="50%" y="50%" dy="0.35em" font-family="system-ui,sans-serif" font-size="${font}" font-weight="700" fill="white" text-anchor="middle">R</text>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 1 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 0.7 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.85 },
];

const browser = await chromium.launch({ executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  fs.mkdirSync(out, { recursive: true });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${logo(icon.size, icon)}`);
    await page.locator('svg').screenshot({ path: path.join(out, icon.file), omitBackground: true });
    console.log(`web/public/icons/${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
