import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#tests/project-root.ts';
import { compileTracker } from './tracker-entry-plugin.ts';

describe('compileTracker', () => {
  it('compiles the tracker alone: one hashed file, no React, no zod, under 3 KB gzipped', async () => {
    const first = await compileTracker(projectRoot);
    expect(first.entry).toMatch(/^assets\/tracker-[\w-]+\.js$/);
    expect(first.chunks.map((chunk) => chunk.fileName)).toEqual([first.entry]);
    const code = first.chunks[0]?.code ?? '';
    expect(code).not.toMatch(/\bimport\b[^(]/);
    expect(code).not.toMatch(/react|ZodError/i);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(3 * 1024);
    // The server build compiles it again to learn its name: the same code, the same name.
    expect((await compileTracker(projectRoot)).entry).toBe(first.entry);
  });
});
