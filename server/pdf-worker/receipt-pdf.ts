import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { receiptCopy } from '#content/receipts.ts';
import { fontSafeText } from './font-safe-text.ts';
import type { ReceiptFacts, ReceiptLine } from '#server/receipts/receipt-facts.ts';

// US Letter, one page: a receipt has a handful of lines.
const pageSize: [number, number] = [612, 792];
const margin = 56;
const ink = rgb(0.12, 0.14, 0.2);
const muted = rgb(0.42, 0.45, 0.5);
const rule = rgb(0.85, 0.86, 0.88);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A writer that moves down the page line by line from the top margin. */
function pen(page: PDFPage, fonts: Fonts) {
  const right = pageSize[0] - margin;
  let y = pageSize[1] - margin;
  // The standard fonts draw WinAnsi only, and a line that does not fit ends in "...".
  const fitted = (text: string, font: PDFFont, size: number, maxWidth: number) => {
    let safe = fontSafeText(text, font);
    if (font.widthOfTextAtSize(safe, size) <= maxWidth) return safe;
    while (safe !== '' && font.widthOfTextAtSize(`${safe}...`, size) > maxWidth)
      safe = safe.slice(0, -1);
    return `${safe}...`;
  };
  const write = (
    text: string,
    options: { x?: number; size?: number; bold?: boolean; color?: typeof ink; width?: number },
  ) => {
    const font = options.bold ? fonts.bold : fonts.regular;
    const size = options.size ?? 11;
    const x = options.x ?? margin;
    page.drawText(fitted(text, font, size, options.width ?? right - x), {
      x,
      y,
      size,
      font,
      color: options.color ?? ink,
    });
  };
  /** The text broken at spaces into lines that fit (a long address), each then `fitted`. */
  const wrapped = (text: string, font: PDFFont, size: number, maxWidth: number) => {
    const lines: string[] = [];
    for (const word of fontSafeText(text, font).split(' ')) {
      const last = lines.at(-1);
      if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= maxWidth)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  };
  return {
    right,
    wrapped,
    get y() {
      return y;
    },
    down(points: number) {
      y -= points;
    },
    at(top: number) {
      y = top;
    },
    write,
    /** A label on the left and its amount flush right, on one line. */
    figure({ label, amount }: ReceiptLine, options: { size?: number; bold?: boolean } = {}) {
      const font = options.bold ? fonts.bold : fonts.regular;
      const size = options.size ?? 11;
      const shown = fontSafeText(amount, font);
      const amountWidth = font.widthOfTextAtSize(shown, size);
      write(label, { ...options, width: right - margin - amountWidth - 24 });
      page.drawText(shown, { x: right - amountWidth, y, size, font, color: ink });
    },
    rule() {
      page.drawLine({
        start: { x: margin, y },
        end: { x: right, y },
        thickness: 0.75,
        color: rule,
      });
    },
  };
}

/** The receipt as a one-page PDF: the same facts, in the same order, as its page. */
export async function receiptPdf(facts: ReceiptFacts): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  document.setTitle(receiptCopy.heading(facts.orderId));
  document.setAuthor(facts.seller.name);
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const page = document.addPage(pageSize);
  const p = pen(page, fonts);

  p.write(receiptCopy.title, { size: 24, bold: true });
  p.down(22);
  p.write(`${receiptCopy.orderId} ${facts.orderId}`, { color: muted });
  p.down(36);

  // Seller on the left, buyer on the right, each a heading and its lines.
  const columnTop = p.y;
  const half = (p.right - margin) / 2;
  const block = (heading: string, lines: string[], x: number) => {
    p.at(columnTop);
    p.write(heading.toUpperCase(), { x, size: 9, bold: true, color: muted, width: half - 12 });
    for (const [index, line] of lines.entries()) {
      const font = index === 0 ? fonts.bold : fonts.regular;
      for (const [part, text] of p.wrapped(line, font, 11, half - 12).entries()) {
        p.down(index === 0 && part === 0 ? 16 : 14);
        p.write(text, { x, bold: index === 0, width: half - 12 });
      }
    }
    return p.y;
  };
  const sellerBottom = block(
    receiptCopy.seller,
    [facts.seller.name, ...facts.seller.address],
    margin,
  );
  const buyerBottom = block(receiptCopy.billTo, facts.billTo, margin + half);
  p.at(Math.min(sellerBottom, buyerBottom));
  p.down(32);

  for (const [label, value] of [
    [receiptCopy.paidOn, facts.paidOn],
    [receiptCopy.paymentMethod, facts.paymentMethod],
  ] as const) {
    p.write(label, { color: muted, width: 120 });
    p.write(value, { x: margin + 130 });
    p.down(16);
  }
  p.down(16);

  p.figure(
    { label: receiptCopy.columns.item, amount: receiptCopy.columns.amount },
    { size: 9, bold: true },
  );
  p.down(8);
  p.rule();
  for (const line of [facts.item, ...(facts.discount ? [facts.discount] : []), facts.tax]) {
    p.down(20);
    p.figure(line);
    p.down(8);
    p.rule();
  }
  p.down(24);
  p.figure(facts.total, { size: 13, bold: true });

  if (facts.refund) {
    p.down(32);
    p.write(facts.refund, { bold: true });
  }
  // A copy of a few kilobytes, typed as a Response body wants it (pdf-lib's types predate that).
  return new Uint8Array(await document.save());
}
