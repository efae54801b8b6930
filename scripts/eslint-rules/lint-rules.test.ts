import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, expect, test } from 'vitest';

const root = path.join(import.meta.dirname, '../..');
const fixtures = path.join(root, 'tests/lint-fixtures');

/** What a fixture says it breaks: its first line, `// <rule id>: why`, or none. */
function expectedRule(file: string): string | undefined {
  const firstLine = readFileSync(path.join(fixtures, file), 'utf8').split('\n')[0] ?? '';
  return /^\/\/ ([\w@/-]+): /.exec(firstLine)?.[1];
}

const fixtureFiles = readdirSync(fixtures, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .sort();

let results: ESLint.LintResult[] = [];
const startingFolder = process.cwd();

// The timeout is generous for a loaded machine, where typed linting waits its turn.
beforeAll(async () => {
  // The fixtures stand where the project's folders stand, one level down: the zones of
  // no-restricted-paths are relative to the process's folder, the config's globs to ESLint's.
  process.chdir(fixtures);
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: path.join(root, 'eslint.config.js'),
  });
  results = await eslint.lintFiles(['.']);
}, 180_000);

afterAll(() => {
  process.chdir(startingFolder);
});

test('the fixtures break one rule each, and cover every rule the map states', () => {
  const found = Object.fromEntries(
    results.map((result) => [
      path.relative(fixtures, result.filePath),
      [...new Set(result.messages.map((message) => message.ruleId ?? message.message))],
    ]),
  );
  const expected = Object.fromEntries(
    fixtureFiles.map((file) => {
      const rule = expectedRule(file);
      return [file, rule ? [rule] : []];
    }),
  );
  expect(found).toEqual(expected);
  expect(new Set(Object.values(expected).flat())).toEqual(
    new Set([
      'import-x/no-cycle',
      'import-x/no-restricted-paths',
      'local/no-query-outside-repository',
      'local/table-owner',
      '@typescript-eslint/no-restricted-imports',
    ]),
  );
});
