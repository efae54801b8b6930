import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const aliases: Readonly<Record<string, string>> = {
  '#app/': 'app/',
  '#shared/': 'shared/',
  '#content/': 'content/',
};

// `import x from '...'` and `import '...'`, not `import type`: what the browser loads with a module.
const staticImport = /^import\s+(?!type\b)(?:[^;]*?\s+from\s+)?'([^']+)';/gm;

function resolve(from: string, specifier: string): string {
  if (specifier.startsWith('.')) return path.join(path.dirname(from), specifier);
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  return alias ? `${aliases[alias]}${specifier.slice(alias.length)}` : specifier;
}

/** Every module `file` loads before it runs: its static imports, followed through ours. */
function loadedWith(file: string, seen = new Set<string>()): Set<string> {
  // Vitest runs from the repository's root.
  const source = readFileSync(file, 'utf8');
  for (const [, specifier = ''] of source.matchAll(staticImport)) {
    const module = resolve(file, specifier);
    if (seen.has(module)) continue;
    seen.add(module);
    if (/^(app|shared|content)\//.test(module)) loadedWith(module, seen);
  }
  return seen;
}

const packages = (modules: Set<string>) =>
  [...modules].filter((module) => !/^(app|shared|content)\//.test(module));

describe("the chat island's code", () => {
  it('leaves the conversation out of what loads with the page: it comes at the first open', () => {
    const launcher = loadedWith('app/features/chat/chat-island.ts');
    expect(launcher).not.toContain('app/features/chat/chat-conversation.ts');
    expect(launcher).not.toContain('app/features/chat/chat-reply.ts');
    expect(launcher).not.toContain('content/chat.ts');
    expect(packages(launcher)).toEqual([]);
  });

  it('needs no package at all once open: no React, no router, no zod', () => {
    expect(packages(loadedWith('app/features/chat/chat-conversation.ts'))).toEqual([]);
  });
});
