import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Matrix = [number, number, number, number, number, number];

function toMatrix(values: readonly unknown[]): Matrix {
  const [a, b, c, d, e, f] = values.map(Number);
  return [a ?? 1, b ?? 0, c ?? 0, d ?? 1, e ?? 0, f ?? 0];
}

/** m then n, as PDF matrices compose: where a text item lands on the reader's screen. */
function multiply([a1, b1, c1, d1, e1, f1]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix {
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

/** A line of text as a reader sees it: position from the page's top-left, baseline angle. */
export interface ShownText {
  text: string;
  x: number;
  y: number;
  /** Length along the baseline. */
  width: number;
  /** Degrees; 0 is upright, left to right. */
  angle: number;
}

export interface ShownPage {
  /** The page's text items joined by spaces. */
  text: string;
  items: ShownText[];
  /** The size the reader shows, after crop box and rotation. */
  width: number;
  height: number;
}

export interface PdfReading {
  pages: ShownPage[];
  /** The document information dictionary (Title, Author, Keywords, Custom...). */
  info: Record<string, unknown>;
  outline: string[];
}

/** Reads a PDF the way a viewer does (pdf.js), for assertions about what a buyer sees. */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  // pdf.js takes ownership of the buffer it is given, and refuses Node Buffers: hand it a
  // plain copy.
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS })
    .promise;
  try {
    const pages: ShownPage[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) => {
        if (!('str' in item) || item.str.trim() === '') return [];
        const [a, b, , , x, y] = multiply(toMatrix(viewport.transform), toMatrix(item.transform));
        // "+ 0" turns -0 into 0.
        const angle = Math.round((Math.atan2(b, a) * 180) / Math.PI) + 0;
        return [{ text: item.str, x, y, width: item.width, angle }];
      });
      pages.push({
        text: items.map((item) => item.text).join(' '),
        items,
        width: viewport.width,
        height: viewport.height,
      });
    }
    const { info } = await doc.getMetadata();
    // pdf.js answers null for a document without bookmarks, whatever its types say.
    type Outline = Awaited<ReturnType<typeof doc.getOutline>>;
    const outline = ((await doc.getOutline()) as Outline | null) ?? [];
    return {
      pages,
      info: info as Record<string, unknown>,
      outline: outline.map((entry) => entry.title),
    };
  } finally {
    await doc.destroy();
  }
}
