import { PDFHexString, PDFName, PDFNull, type PDFDocument } from 'pdf-lib';

export interface OutlineEntry {
  title: string;
  /** Zero-based index of the page the bookmark opens. */
  pageIndex: number;
}

/**
 * Gives the document a flat outline (bookmarks). pdf-lib has no API for outlines,
 * so the dictionaries are written by hand (PDF 1.7, section 12.3.3).
 */
export function addOutline(doc: PDFDocument, entries: readonly OutlineEntry[]): void {
  const { context } = doc;
  const pages = doc.getPages();
  const items = entries.map((entry) => ({ entry, ref: context.nextRef() }));
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const rootRef = context.nextRef();
  items.forEach(({ entry, ref }, index) => {
    const page = pages[entry.pageIndex];
    if (!page) throw new RangeError(`Outline entry "${entry.title}" points past the last page`);
    const item = context.obj({
      Title: PDFHexString.fromText(entry.title),
      Parent: rootRef,
      // Open the page at its top-left, keeping the reader's zoom.
      Dest: [page.ref, 'XYZ', PDFNull, PDFNull, PDFNull],
    });
    const previous = items[index - 1];
    const next = items[index + 1];
    if (previous) item.set(PDFName.of('Prev'), previous.ref);
    if (next) item.set(PDFName.of('Next'), next.ref);
    context.assign(ref, item);
  });
  context.assign(
    rootRef,
    context.obj({ Type: 'Outlines', First: first.ref, Last: last.ref, Count: items.length }),
  );
  doc.catalog.set(PDFName.of('Outlines'), rootRef);
  // Readers open with the bookmarks panel shown.
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
