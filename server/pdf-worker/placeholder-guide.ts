import {
  breakTextIntoLines,
  PDFDocument,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { siteCopy } from '#content/site-copy.ts';
import { productDefaults } from '#server/site-settings/product.ts';
import { addOutline } from './pdf-outline.ts';

export const placeholderNotice = 'PLACEHOLDER - no guide has been uploaded yet';

interface PlaceholderSection {
  heading: string;
  paragraphs: string[];
}

const { linkValidDays, downloadLimit } = productDefaults.offer.delivery;

// Written in plain ASCII: the standard fonts encode WinAnsi only.
const sections: PlaceholderSection[] = [
  {
    heading: 'This is a placeholder',
    paragraphs: [
      `No guide has been uploaded yet, so this generated file stands in for the ${productDefaults.offer.name}. It lets a fresh install be tried end to end: checkout, payment, delivery e-mail and download all work with it.`,
      `Once the guide PDF is uploaded in the admin area, every buyer receives that file instead of this one, stamped with their e-mail address and order number like this placeholder.`,
    ],
  },
  {
    heading: 'What buyers receive',
    paragraphs: [
      `The ${productDefaults.offer.name} (${productDefaults.offer.pages} pages), as a PDF attached to the delivery e-mail and behind a personal download link.`,
      `The link works for ${linkValidDays} days and allows ${downloadLimit} downloads. Every page carries a footer naming the buyer and the order.`,
    ],
  },
  {
    heading: 'Money-back guarantee',
    paragraphs: [
      `Buyers can ask for a full refund within ${productDefaults.offer.refundWindowDays} days of the purchase. A refunded order's download link stops working.`,
    ],
  },
  { heading: siteCopy.disclaimerTitle, paragraphs: [siteCopy.disclaimer] },
];

const margin = 72;
const bodySize = 12;
const bodyLeading = 18;
const ink = rgb(0.12, 0.14, 0.2);
const warning = rgb(0.7, 0.1, 0.1);

function drawSection(
  page: PDFPage,
  section: PlaceholderSection,
  fonts: Record<'bold' | 'regular', PDFFont>,
) {
  const { width: pageWidth, height } = page.getSize();
  const maxWidth = pageWidth - 2 * margin;
  page.drawText(placeholderNotice, {
    x: margin,
    y: height - 40,
    size: 9,
    font: fonts.bold,
    color: warning,
  });
  page.drawText(productDefaults.offer.name, {
    x: margin,
    y: height - margin - 10,
    size: 12,
    font: fonts.regular,
    color: ink,
  });
  page.drawText(section.heading, {
    x: margin,
    y: height - margin - 50,
    size: 22,
    font: fonts.bold,
    color: ink,
  });
  let y = height - margin - 90;
  for (const paragraph of section.paragraphs) {
    const width = (text: string) => fonts.regular.widthOfTextAtSize(text, bodySize);
    for (const line of breakTextIntoLines(paragraph, [' '], maxWidth, width)) {
      page.drawText(line, { x: margin, y, size: bodySize, font: fonts.regular, color: ink });
      y -= bodyLeading;
    }
    y -= bodyLeading / 2;
  }
}

/** A small guide-shaped PDF that says plainly what it is: pages, headings, bookmarks, metadata. */
export async function buildPlaceholderGuide(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(productDefaults.offer.name);
  doc.setAuthor(productDefaults.brand);
  doc.setCreator(productDefaults.brand);
  doc.setSubject(placeholderNotice);
  doc.setLanguage('en-US');
  const fonts = {
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    regular: await doc.embedFont(StandardFonts.Helvetica),
  };
  for (const section of sections) drawSection(doc.addPage([612, 792]), section, fonts);
  addOutline(
    doc,
    sections.map((section, pageIndex) => ({ title: section.heading, pageIndex })),
  );
  return doc.save();
}
