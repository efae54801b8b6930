import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#tests/project-root.ts';

const sourceFolders = ['app', 'server', 'shared', 'content', 'tests', 'e2e', 'scripts'];
const documents = ['ARCHITECTURE.md', 'README.md'];
const documentFolders = ['docs'];
// The product documents live outside this repository: code and docs state a requirement itself.
const outsideDocument = /\b(SPEC|DECISIONS)(\.md)?\b/;
// A numbered issue of our own tracker is outside too: the docs say what it asked for instead.
// A public project's issue is cited by its address (owner/repo#123), which this does not match.
const issueNumber = /\bissues? #?\d+/i;

async function filesIn(folder: string, extensions: RegExp): Promise<string[]> {
  const entries = await readdir(path.join(projectRoot, folder), {
    recursive: true,
    withFileTypes: true,
  });
  return entries
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => path.relative(projectRoot, path.join(entry.parentPath, entry.name)));
}

async function citations(files: string[], patterns: RegExp[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) {
    if (file === path.join('scripts', 'source-references.test.ts')) continue;
    const lines = (await readFile(path.join(projectRoot, file), 'utf8')).split('\n');
    lines.forEach((line, index) => {
      if (patterns.some((pattern) => pattern.test(line)))
        found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('the source', () => {
  it('cites no document that is not in this repository', async () => {
    const files = await Promise.all(
      sourceFolders.map((folder) => filesIn(folder, /\.(ts|tsx|css|md)$/)),
    );
    expect(await citations(files.flat(), [outsideDocument])).toEqual([]);
  });
});

describe('the docs', () => {
  it('cite no document or issue that is not in this repository', async () => {
    const inFolders = await Promise.all(documentFolders.map((folder) => filesIn(folder, /\.md$/)));
    const files = [...documents, ...inFolders.flat()];
    expect(await citations(files, [outsideDocument, issueNumber])).toEqual([]);
  });
});
