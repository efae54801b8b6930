/**
 * `npm run make:icons`: draws the site's raster images from public/favicon.svg
 * with Chromium and writes them to public/ (committed, so builds need no browser):
 * touch and app icons, favicon.ico and the 1200×630 image shared links show.
 * Run it again after changing the logo or the brand.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { productDefaults } from '#server/site-settings/product.ts';
import { chromiumArgs, chromiumExecutablePath } from '#tests/chromium.ts';
import { projectRoot } from '#tests/project-root.ts';

const publicDir = path.join(projectRoot, 'public');
const logo = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

const iconHtml = (size: number) =>
  `<body style="margin:0"><img src="${logoUrl}" width="${size}" height="${size}" style="display:block"></body>`;

const socialHtml = `<body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box;background:linear-gradient(135deg,#1c3580,#2f5bd3);color:#fff;font-family:system-ui,sans-serif">
  <img src="${logoUrl}" width="120" height="120">
  <h1 style="font-size:76px;margin:40px 0 0;line-height:1.05">${productDefaults.brand}</h1>
  <p style="font-size:38px;margin:24px 0 0;color:#dbe4ff">Challenge an administrative child support order before enforcement starts.</p>
</body>`;

/** An .ico whose one image is a PNG, which every current browser reads. */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: await chromiumExecutablePath(),
  args: [...chromiumArgs],
});
try {
  const page = await browser.newPage();
  async function draw(html: string, width: number, height: number): Promise<Buffer> {
    await page.setViewportSize({ width, height });
    await page.setContent(html, { waitUntil: 'load' });
    return page.screenshot({ type: 'png', omitBackground: true });
  }
  const outputs: [string, Buffer][] = [
    ['apple-touch-icon.png', await draw(iconHtml(180), 180, 180)],
    ['icon-192.png', await draw(iconHtml(192), 192, 192)],
    ['icon-512.png', await draw(iconHtml(512), 512, 512)],
    ['favicon.ico', icoFromPng(await draw(iconHtml(32), 32, 32), 32)],
    ['og-image.png', await draw(socialHtml, 1200, 630)],
  ];
  for (const [name, data] of outputs) {
    await writeFile(path.join(publicDir, name), data);
    console.log(`public/${name}: ${data.length} bytes`);
  }
} finally {
  await browser.close();
}
