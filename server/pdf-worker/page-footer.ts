import { degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const grey = rgb(0.42, 0.42, 0.42);
/** Baseline to baseline, in font sizes. */
const lineSpacing = 1.4;

/** Quarter turns only: the PDF format allows no other page rotation. */
function quarterTurn(angle: number): 0 | 90 | 180 | 270 {
  const normalized = (((Math.round(angle / 90) * 90) % 360) + 360) % 360;
  return normalized === 90 || normalized === 180 || normalized === 270 ? normalized : 0;
}

/** About 7.5 pt on Letter or A4, larger on big pages. */
const preferredSize = (across: number) => Math.min(12, Math.max(6, across / 80));

/** The preferred size, smaller only when the line would not fit. */
function fontSize(text: string, font: PDFFont, across: number): number {
  const fitting = (across * 0.9) / font.widthOfTextAtSize(text, 1);
  return Math.min(preferredSize(across), fitting);
}

/** The text in lines that fit across the page at the preferred size, broken between words. */
function wrapped(text: string, font: PDFFont, across: number): string[] {
  const size = preferredSize(across);
  const lines: string[] = [];
  for (const word of text.split(' ').filter((part) => part !== '')) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && font.widthOfTextAtSize(joined, size) <= across * 0.9) {
      lines[lines.length - 1] = joined;
    } else lines.push(word);
  }
  return lines;
}

/** The footer's text: a paragraph that wraps between words, above one line that never does. */
export interface FooterText {
  paragraph: string;
  /** Shrunk, when it must be, to fit on one line. */
  line: string;
}

/**
 * Draws small grey lines centred along the bottom of the page as the reader sees it, the
 * one line lowest, the paragraph's lines above it. The visible area (crop box) and the page's
 * rotation are taken into account, so the lines are upright and inside the page on any size
 * or orientation.
 */
export function drawFooter(page: PDFPage, footer: FooterText, font: PDFFont): void {
  const box = page.getCropBox();
  const rotation = quarterTurn(page.getRotation().angle);
  const across = rotation % 180 === 0 ? box.width : box.height;
  const bottomUp = [footer.line, ...wrapped(footer.paragraph, font, across).reverse()];
  let above = Math.max(preferredSize(across) * 2, 12);
  for (const text of bottomUp) {
    const size = fontSize(text, font, across);
    drawLine(page, { text, size, font, above, across, rotation });
    above += size * lineSpacing;
  }
}

interface FooterLine {
  text: string;
  size: number;
  font: PDFFont;
  /** From the bottom edge as the reader sees it to the baseline. */
  above: number;
  across: number;
  rotation: 0 | 90 | 180 | 270;
}

function drawLine(page: PDFPage, { text, size, font, above, across, rotation }: FooterLine) {
  const box = page.getCropBox();
  const inset = (across - font.widthOfTextAtSize(text, size)) / 2;
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
