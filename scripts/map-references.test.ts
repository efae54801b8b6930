import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#tests/project-root.ts';

/**
 * The map (ARCHITECTURE.md, README.md) and the decisions name files and code: each name must
 * still be there, so a move or a rename that forgets them fails here.
 */
const sourceFolders = ['app', 'server', 'shared', 'content', 'scripts', 'tests', 'e2e'];
const repositoryRoots = [...sourceFolders, 'drizzle', 'docs', 'public', '.ci'];
const fileName = /^[\w.-]+\.(ts|tsx|js|json|md|css|sql)$/;
// A pattern (`<feature>-routes.ts`, `*.db.test.ts`, `admin-*.ts`) names no one file.
const pattern = /[<>*{}$?:…]|NNN|^\./;

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(projectRoot, folder), {
    recursive: true,
    withFileTypes: true,
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(projectRoot, path.join(entry.parentPath, entry.name)));
}

async function documents(): Promise<Array<{ file: string; text: string }>> {
  const decisions = (await readdir(path.join(projectRoot, 'docs', 'decisions')))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', 'decisions', name));
  const files = ['ARCHITECTURE.md', 'README.md', ...decisions];
  return Promise.all(
    files.map(async (file) => ({
      file,
      // Fenced blocks hold commands and the folder sketch, not names in backticks.
      text: (await readFile(path.join(projectRoot, file), 'utf8')).replace(/```[\s\S]*?```/g, ''),
    })),
  );
}

function quoted(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
}

/** `inTransaction`, `ServiceError`, `ctx.settings.current().offer`: names with a hump. */
function codeNames(quote: string): string[] | undefined {
  const parts = quote.split('.').map((part) => part.replace(/\(\)$/, ''));
  if (!parts.every((part) => /^[A-Za-z_$][\w$]*$/.test(part))) return undefined;
  return parts.filter((part) => /[a-z][A-Z]/.test(part));
}

describe('the map and the decisions', async () => {
  const docs = await documents();
  const repositoryFiles = (await Promise.all(repositoryRoots.map(listFiles))).flat();
  const rootFiles = (await readdir(projectRoot, { withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const baseNames = new Set([...repositoryFiles, ...rootFiles].map((file) => path.basename(file)));
  const sourceFiles = [...repositoryFiles, ...rootFiles].filter(
    (file) =>
      sourceFolders.some((folder) => file.startsWith(`${folder}/`)) ||
      /^[\w.-]+\.(ts|js)$/.test(file),
  );
  const sources = await Promise.all(
    sourceFiles
      .filter((file) => /\.(ts|tsx|js)$/.test(file))
      .map((file) => readFile(path.join(projectRoot, file), 'utf8')),
  );
  // Every word of the code, comments included: an export, a member, a local, a package's API
  // the code calls or discusses (`useOutletContext`, `DecodeStream.ensureBuffer`).
  const words = new Set(sources.flatMap((text) => text.match(/[\w$]+/g) ?? []));

  it('name only paths that exist', () => {
    const missing: string[] = [];
    for (const { file, text } of docs) {
      for (const quote of quoted(text)) {
        if (pattern.test(quote)) continue;
        const root = quote.split('/')[0] ?? '';
        if (quote.includes('/') && repositoryRoots.includes(root)) {
          if (!existsSync(path.join(projectRoot, quote))) missing.push(`${file}: ${quote}`);
        } else if (fileName.test(quote) && !baseNames.has(quote)) {
          missing.push(`${file}: ${quote}`);
        }
      }
      for (const match of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
        const target = match[1] ?? '';
        if (/^[a-z]+:/.test(target) || pattern.test(target)) continue;
        if (!existsSync(path.join(projectRoot, path.dirname(file), target)))
          missing.push(`${file}: (${target})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('name only code that the source still has', () => {
    const unknown: string[] = [];
    for (const { file, text } of docs)
      for (const quote of quoted(text))
        for (const name of codeNames(quote) ?? [])
          if (!words.has(name)) unknown.push(`${file}: ${quote}`);
    expect(unknown).toEqual([]);
  });
});
