import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#tests/project-root.ts';

const contentDir = path.join(projectRoot, 'content');
const placeholder = '{{guideName}}';

/** Every line of copy in content/ that names the guide, comments left out. */
function linesNamingTheGuide(): string[] {
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|md)$/.test(file) && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      readFileSync(path.join(contentDir, file), 'utf8')
        .split('\n')
        .filter((line) => line.includes(placeholder) && !/^\s*(\*|\/\/|\/\*)/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
}

describe('the guide’s name in the copy', () => {
  // The name is a title ("Child Support Defense Guide"): "Thank you for buying Child Support
  // Defense Guide" reads as a mistake. Every sentence puts "the" (or "your") before it.
  it('always follows an article or a possessive', () => {
    const lines = linesNamingTheGuide();
    expect(lines.length).toBeGreaterThan(10);
    const bare = lines.filter((line) =>
      line
        .split(placeholder)
        .slice(0, -1)
        .some((before) => !/\b(the|your)\s+\[?$/i.test(before)),
    );
    expect(bare).toEqual([]);
  });
});
