import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#tests/project-root.ts';
import { compileBundle, islandsBundle, trackerBundle } from './standalone-entry-plugin.ts';

const gzipped = (code: string) => gzipSync(code, { level: 9 }).length;
/** The tracker's budget, the one `npm run test:size` holds the build to. */
const { trackerGzipKb } = JSON.parse(
  readFileSync(path.join(projectRoot, 'size-budget.json'), 'utf8'),
) as { trackerGzipKb: number };

describe('compileBundle', () => {
  it('compiles the tracker alone: one hashed file, no React, no zod, within its gzipped budget', async () => {
    const first = await compileBundle(projectRoot, trackerBundle);
    expect(first.entry).toMatch(/^assets\/tracker-[\w-]+\.js$/);
    expect(first.chunks.map((chunk) => chunk.fileName)).toEqual([first.entry]);
    const code = first.chunks[0]?.code ?? '';
    expect(code).not.toMatch(/\bimport\b[^(]/);
    expect(code).not.toMatch(/react|ZodError/i);
    expect(gzipped(code)).toBeLessThanOrEqual(trackerGzipKb * 1024);
    // The server build compiles it again to learn its name: the same code, the same name.
    expect((await compileBundle(projectRoot, trackerBundle)).entry).toBe(first.entry);
  });

  it('compiles the islands without React or zod: a small entry, each island a chunk of its own', async () => {
    const { entry, chunks } = await compileBundle(projectRoot, islandsBundle);
    expect(entry).toMatch(/^assets\/islands-[\w-]+\.js$/);
    for (const chunk of chunks) {
      expect(chunk.fileName).toMatch(/^assets\/islands-/);
      // React's element symbol and zod's error class: neither may reach an island.
      expect(chunk.code).not.toMatch(/react\.(transitional\.)?element|ZodError/);
    }
    const entryCode = chunks.find((chunk) => chunk.isEntry)?.code ?? '';
    expect(gzipped(entryCode)).toBeLessThanOrEqual(4 * 1024);
  });
});
