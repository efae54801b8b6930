import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { recordingLogger } from '#tests/recording-logger.ts';
import { csvDownload, neutraliseFormula, type CsvExport } from './csv-export.ts';

describe('neutraliseFormula', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('puts an apostrophe before %j', (cell, safe) => {
    expect(neutraliseFormula(cell)).toBe(safe);
  });

  it.each(['Jane Doe', 'jane@example.com', '47.00', '', 'a=b', ' =1', "'=1"])(
    'leaves %j as it is',
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(cell);
    },
  );
});

const log = recordingLogger();

function download<Row>(spec: Omit<CsvExport<Row>, 'name' | 'now'>): Promise<Response> {
  const app = new Hono();
  const now = new Date('2026-11-23T22:30:00Z');
  app.get('/export', (c) => csvDownload(c, { ...spec, name: 'things', now }, log.logger));
  return Promise.resolve(app.request('/export'));
}

async function* rowsOf<Row>(rows: Row[]): AsyncGenerator<Row> {
  await Promise.resolve();
  yield* rows;
}

describe('csvDownload', () => {
  it('sends a dated attachment, quoted where needed, formulas neutralised', async () => {
    const response = await download({
      headers: ['Name', 'Note'],
      cells: (row: { name: string; note: string | null }) => [row.name, row.note],
      rows: rowsOf([
        { name: 'Doe, Jane', note: 'said "hi"' },
        { name: '=1+1', note: null },
        { name: 'Line\nbreak', note: '-x' },
      ]),
    });
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="things-2026-11-23.csv"',
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte order mark first, so spreadsheet programs read the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      `Name,Note\n"Doe, Jane","said ""hi"""\n'=1+1,\n"Line\nbreak",'-x\n`,
    );
  });

  it('sends a large export whole, in blocks', async () => {
    const count = 20_000;
    const response = await download({
      headers: ['N'],
      cells: (n: number) => [String(n)],
      rows: rowsOf(Array.from({ length: count }, (_, n) => n)),
    });
    const lines = (await response.text()).trimEnd().split('\n');
    expect(lines).toHaveLength(count + 1);
    expect(lines.at(-1)).toBe(String(count - 1));
  });

  it('aborts the transfer when reading fails halfway, rather than end a cut-off file', async () => {
    async function* failing(): AsyncGenerator<string> {
      yield* rowsOf(Array.from({ length: 5_000 }, (_, n) => `row ${n}`));
      throw new Error('the database went away');
    }
    const response = await download({
      headers: ['Row'],
      cells: (row: string) => [row],
      rows: failing(),
    });
    await expect(response.text()).rejects.toThrow();
    expect(log.lines.at(-1)).toMatchObject({
      msg: 'CSV export failed halfway',
      export: 'things',
      err: { message: 'the database went away' },
    });
  });

  it('stops reading rows when the client goes away', async () => {
    let read = 0;
    let closed = false;
    async function* endless(): AsyncGenerator<number> {
      try {
        for (;;) {
          read += 1;
          yield read;
          await Promise.resolve();
        }
      } finally {
        closed = true;
      }
    }
    const response = await download({
      headers: ['N'],
      cells: (n: number) => [String(n)],
      rows: endless(),
    });
    const linesBefore = log.lines.length;
    const reader = response.body?.getReader();
    await reader?.read();
    await reader?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
    const readWhenCanceled = read;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toBe(readWhenCanceled);
    // Not a failure of ours: nothing logged.
    expect(log.lines).toHaveLength(linesBefore);
  });
});
