import { stringify } from 'csv-stringify';
import type { Context } from 'hono';
import { pipeline, Readable } from 'node:stream';
import type { Logger } from '#server/logger.ts';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (or after a tab or
 * line break it trims): a buyer named `=HYPERLINK(...)` must stay text in the seller's sheet.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** The cell as text a spreadsheet will not evaluate: a leading apostrophe where it would. */
export function neutraliseFormula(cell: string): string {
  return formulaStart.test(cell) ? `'${cell}` : cell;
}

const sendBlockBytes = 64 * 1024;

export type CsvCell = string | null;

export interface CsvExport<Row> {
  /** The download's name, without the date and extension: `orders` gives orders-2026-11-23.csv. */
  name: string;
  /** The whole file name, for a file of a period rather than of the day it is taken. */
  fileName?: string;
  /** Written on the file's first line. */
  headers: readonly string[];
  cells(row: Row): CsvCell[];
  /**
   * Read lazily, as the client takes the file: only a batch at a time is held in memory. A
   * short list already read (a few hundred rows) can be given as it is.
   */
  rows: AsyncIterable<Row> | Iterable<Row>;
  now: Date;
}

async function* records<Row>(spec: CsvExport<Row>): AsyncGenerator<CsvCell[]> {
  yield [...spec.headers];
  for await (const row of spec.rows) yield spec.cells(row);
}

/**
 * A CSV download, streamed: rows are read, quoted by csv-stringify and sent as the client
 * reads them, with every text cell neutralised. A failure halfway aborts the transfer, so
 * the client never takes a cut-off file for a whole one.
 */
export function csvDownload<Row>(c: Context, spec: CsvExport<Row>, logger: Logger): Response {
  const stringifier = stringify({
    // Excel reads UTF-8 (accented names) only with the byte order mark.
    bom: true,
    cast: { string: neutraliseFormula },
  });
  const source = Readable.from(records(spec));
  // Errors destroy both sides; the web stream below then errors and the socket is cut.
  pipeline(source, stringifier, () => undefined);
  const chunks = stringifier[Symbol.asyncIterator]() as AsyncIterator<string | Buffer, undefined>;
  const body = new ReadableStream<Uint8Array>({
    // Records come out one line at a time; the socket gets them in blocks.
    async pull(controller) {
      const block: Buffer[] = [];
      let size = 0;
      while (size < sendBlockBytes) {
        const { done, value } = await chunks.next().catch((error: unknown) => {
          logger.error({ err: error, export: spec.name }, 'CSV export failed halfway');
          throw error;
        });
        if (done) {
          if (size > 0) controller.enqueue(Buffer.concat(block));
          controller.close();
          return;
        }
        const bytes = typeof value === 'string' ? Buffer.from(value) : value;
        block.push(bytes);
        size += bytes.length;
      }
      controller.enqueue(Buffer.concat(block));
    },
    async cancel() {
      // The client went away: stop reading the database.
      await chunks.return?.();
    },
  });
  const fileName = spec.fileName ?? `${spec.name}-${spec.now.toISOString().slice(0, 10)}.csv`;
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
  });
}
