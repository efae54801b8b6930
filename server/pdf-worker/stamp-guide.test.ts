import fc from 'fast-check';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { guidePdfLimits } from './pdf-worker-pool.ts';
import { makePdf } from '#tests/pdf-factory.ts';
import { readPdf } from '#tests/pdf-reader.ts';
import { fontSafeText } from './font-safe-text.ts';
import { stampGuide } from './stamp-guide.ts';

const owner = { email: 'buyer@example.com', orderId: 'ord_7f3a9c' };
const line = 'Licensed to buyer@example.com - Order ord_7f3a9c';
const notice = 'This guide and this website are not a substitute for the advice of an attorney.';

describe('stampGuide', () => {
  it('puts the license line on every page and keeps the metadata and outline', async () => {
    const source = await makePdf({
      title: 'The Real Guide',
      author: 'Child Support Defense',
      subject: 'Original subject',
      producer: 'Guide Writer 2.0',
      keywords: ['custody', 'support'],
      outline: ['Chapter one', 'Chapter two', 'Chapter three'],
    });
    const stamped = await readPdf(await stampGuide(source, owner, notice, guidePdfLimits));
    expect(stamped.pages).toHaveLength(3);
    for (const page of stamped.pages) {
      expect(page.text).toContain(notice);
      expect(page.text).toContain(line);
    }
    expect(stamped.info).toMatchObject({
      Title: 'The Real Guide',
      Author: 'Child Support Defense',
      Subject: 'Original subject',
      Producer: 'Guide Writer 2.0',
      Keywords: 'custody support order:ord_7f3a9c',
      Custom: { OrderId: 'ord_7f3a9c', LicensedTo: 'buyer@example.com' },
    });
    expect(stamped.outline).toEqual(['Chapter one', 'Chapter two', 'Chapter three']);
  });

  it('writes the line upright, centred and inside the bottom margin of any page', async () => {
    const source = await makePdf({
      pages: [
        { size: [612, 792] },
        { size: [200, 300] },
        { size: [2384, 3370] },
        { size: [612, 792], rotation: 90 },
        { size: [400, 600], rotation: 180 },
        { size: [595, 842], rotation: 270, cropBox: [40, 60, 500, 700] },
        { size: [612, 792], leavesScaledMatrix: true },
      ],
    });
    const stamped = await readPdf(await stampGuide(source, owner, notice, guidePdfLimits));
    for (const page of stamped.pages) {
      const footer = page.items.find((item) => item.text === line);
      expect(footer, `footer on a ${page.width}x${page.height} page`).toBeDefined();
      if (!footer) continue;
      expect(footer.angle).toBe(0);
      expect(footer.x).toBeGreaterThan(0);
      expect(footer.x + footer.width).toBeLessThan(page.width);
      // Centred, within the last 40 points of the page as the reader sees it.
      expect(Math.abs(footer.x + footer.width / 2 - page.width / 2)).toBeLessThan(1);
      expect(footer.y).toBeGreaterThan(page.height - 40);
      expect(footer.y).toBeLessThan(page.height);
    }
  });

  it('wraps a long notice above the license line, upright and inside any page', async () => {
    const long = `${notice} `.repeat(3).trim();
    const source = await makePdf({
      pages: [
        { size: [612, 792] },
        { size: [200, 300] },
        { size: [612, 792], rotation: 90 },
        { size: [595, 842], rotation: 270, cropBox: [40, 60, 500, 700] },
      ],
    });
    const stamped = await readPdf(await stampGuide(source, owner, long, guidePdfLimits));
    for (const page of stamped.pages) {
      const footer = page.items.find((item) => item.text === line);
      // Top to bottom as the reader sees them, the page's own heading aside.
      const noticeLines = page.items
        .filter((item) => item.text !== line && !item.text.startsWith('Chapter'))
        .sort((a, b) => a.y - b.y);
      expect(noticeLines.map((item) => item.text).join(' ')).toBe(long);
      expect(noticeLines.length).toBeGreaterThan(1);
      for (const item of noticeLines) {
        expect(item.angle).toBe(0);
        expect(item.x).toBeGreaterThan(0);
        expect(item.x + item.width).toBeLessThan(page.width);
        expect(item.y).toBeLessThan(footer?.y ?? 0);
        expect(item.y).toBeGreaterThan(page.height / 2);
      }
    }
  });

  it('draws what the standard font cannot encode as close as it can, and keeps it exact in the metadata', async () => {
    const email = 'jörg.łukasz.ő@例え.jp';
    const stamped = await readPdf(
      await stampGuide(
        await makePdf({ pages: [{}] }),
        { email, orderId: 'ord_1' },
        notice,
        guidePdfLimits,
      ),
    );
    expect(stamped.pages[0]?.text).toContain('Licensed to jörg.?ukasz.o@??.jp - Order ord_1');
    expect(stamped.info).toMatchObject({ Custom: { LicensedTo: email } });
  });
});

describe('fontSafeText', () => {
  it('answers only what the standard font can draw, for any text', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const safe = fontSafeText(text, font);
        expect(() => font.encodeText(safe)).not.toThrow();
        expect(safe).not.toMatch(/[\n\r\t]/);
      }),
    );
  });

  it('keeps Latin-1 as it is', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(fontSafeText('Zoë Ñúñez-Ørsted <zoe@example.com>', font)).toBe(
      'Zoë Ñúñez-Ørsted <zoe@example.com>',
    );
  });
});
