// Renders build/icon.svg, the one source of Marketdesk's icon, at every size the packages use:
// build/icons/<n>x<n>.png (Linux), build/icon.icns (macOS), build/icon.ico (Windows). Run it
// after changing the SVG: `npx tsx scripts/make-icons.ts`; the results are committed.
// Debian's Chromium (the one the end-to-end tests drive) rasterises the SVG at each size.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ICNS_SIZES, ICO_SIZES, icns, ico, type RenderedIcon } from './desktop/icon-files.js';

const BUILD = 'build';
const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const svg = readFileSync(join(BUILD, 'icon.svg'), 'utf8');
const sizes = [...new Set([...LINUX_SIZES, ...ICNS_SIZES, ...ICO_SIZES])].sort((a, b) => a - b);

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
try {
  const page = await browser.newPage();
  const rendered = new Map<number, RenderedIcon>();
  for (const size of sizes) {
    const { png, rgba } = await page.evaluate(
      async ({ source, size }) => {
        const image = new Image(size, size);
        image.src = `data:image/svg+xml;base64,${btoa(source)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = size;
        const context = canvas.getContext('2d', { colorSpace: 'srgb' });
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(image, 0, 0, size, size);
        const pixels = context.getImageData(0, 0, size, size).data;
        return { png: canvas.toDataURL('image/png').split(',')[1] ?? '', rgba: Array.from(pixels) };
      },
      { source: svg, size },
    );
    rendered.set(size, { size, png: Buffer.from(png, 'base64'), rgba: Uint8Array.from(rgba) });
  }
  const pick = (list: readonly number[]): RenderedIcon[] =>
    list.map((size) => rendered.get(size) as RenderedIcon);

  rmSync(join(BUILD, 'icons'), { recursive: true, force: true });
  mkdirSync(join(BUILD, 'icons'));
  for (const icon of pick(LINUX_SIZES)) {
    writeFileSync(join(BUILD, 'icons', `${icon.size}x${icon.size}.png`), icon.png);
  }
  writeFileSync(join(BUILD, 'icon.icns'), icns(pick(ICNS_SIZES)));
  writeFileSync(join(BUILD, 'icon.ico'), ico(pick(ICO_SIZES)));
  console.log(`icons written to ${BUILD}/: ${sizes.join(', ')} px`);
} finally {
  await browser.close();
}
