import { degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const grey = rgb(0.42, 0.42, 0.42);

/** Quarter turns only: the PDF format allows no other page rotation. */
function quarterTurn(angle: number): 0 | 90 | 180 | 270 {
  const normalized = (((Math.round(angle / 90) * 90) % 360) + 360) % 360;
  return normalized === 90 || normalized === 180 || normalized === 270 ? normalized : 0;
}

/** About 7.5 pt on Letter or A4, larger on big pages, smaller only when the line would not fit. */
function fontSize(text: string, font: PDFFont, across: number): number {
  const preferred = Math.min(12, Math.max(6, across / 80));
  const fitting = (across * 0.9) / font.widthOfTextAtSize(text, 1);
  return Math.min(preferred, fitting);
}

/**
 * Draws one small grey line centred along the bottom of the page as the reader
 * sees it: the visible area (crop box) and the page's rotation are taken into
 * account, so the line is upright and inside the page on any size or orientation.
 */
export function drawFooter(page: PDFPage, text: string, font: PDFFont): void {
  const box = page.getCropBox();
  const rotation = quarterTurn(page.getRotation().angle);
  const across = rotation % 180 === 0 ? box.width : box.height;
  const size = fontSize(text, font, across);
  const inset = (across - font.widthOfTextAtSize(text, size)) / 2;
  const above = Math.max(size * 2, 12);
  const right = box.x + box.width;
  const top = box.y + box.height;
  // Where the text starts in the page's own coordinates, for each rotation.
  const start = {
    0: { x: box.x + inset, y: box.y + above },
    90: { x: right - above, y: box.y + inset },
    180: { x: right - inset, y: top - above },
    270: { x: box.x + above, y: top - inset },
  }[rotation];
  page.drawText(text, { ...start, size, font, color: grey, rotate: degrees(rotation) });
}
