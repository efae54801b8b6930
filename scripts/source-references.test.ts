import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#tests/project-root.ts';

const sourceFolders = ['app', 'server', 'shared', 'content', 'tests', 'e2e', 'scripts'];
// The product documents live outside this repository: code states a requirement itself.
const outsideDocument = /\b(SPEC|DECISIONS)(\.md)?\b/;

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(projectRoot, folder), {
    recursive: true,
    withFileTypes: true,
  });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|css|md)$/.test(entry.name))
    .map((entry) => path.relative(projectRoot, path.join(entry.parentPath, entry.name)));
}

describe('the source', () => {
  it('cites no document that is not in this repository', async () => {
    const files = (await Promise.all(sourceFolders.map(sourceFiles))).flat();
    const citations: string[] = [];
    for (const file of files) {
      if (file === path.join('scripts', 'source-references.test.ts')) continue;
      const lines = (await readFile(path.join(projectRoot, file), 'utf8')).split('\n');
      lines.forEach((line, index) => {
        if (outsideDocument.test(line)) citations.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(citations).toEqual([]);
  });
});
