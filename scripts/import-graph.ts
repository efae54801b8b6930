/**
 * Figures of the import graph, for reviewing who owns what (`npm run graph`): edges between
 * server features, pairs of server features that import each other, imports in `app/` that go
 * against its layers, and the largest modules. Tests are left out: they may reach anything.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const sourceFolders = ['app', 'server', 'shared', 'content'];
const aliases: Record<string, string> = {
  '#app/': 'app/',
  '#server/': 'server/',
  '#shared/': 'shared/',
  '#content/': 'content/',
};

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

const specifierPattern =
  /(?:^|[\s;])(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function resolveSpecifier(from: string, specifier: string): string | undefined {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = `${aliases[alias] ?? ''}${specifier.slice(alias.length)}`;
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return undefined;
  const stripped = base.replace(/\.js$/, '');
  for (const candidate of [base, `${stripped}.ts`, `${stripped}.tsx`, `${stripped}/index.ts`]) {
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) {
      return relative(root, join(root, candidate));
    }
  }
  return undefined;
}

export interface ImportEdge {
  from: string;
  to: string;
}

export function importEdges(): ImportEdge[] {
  return sourceFolders.flatMap(sourceFiles).flatMap((from) => {
    const text = readFileSync(join(root, from), 'utf8');
    return [...text.matchAll(specifierPattern)].flatMap((match) => {
      const to = resolveSpecifier(from, match[1] ?? match[2] ?? match[3] ?? '');
      return to ? [{ from, to }] : [];
    });
  });
}

/** `server/<feature>/...` → the feature; files straight under `server/` are the shell. */
function serverFeature(path: string): string | undefined {
  const parts = path.split('/');
  return parts[0] === 'server' && parts.length > 2 ? parts[1] : undefined;
}

const appShell =
  /^app\/(routes\/|routes\.ts|root\.tsx|entry\.server\.tsx|island-registry\.ts|islands-entry\.ts)/;

/**
 * Where a module of `app/` stands; an import may only go to the same or a lower layer. The
 * shell (root, routes, the islands' registry and entry) composes the features.
 */
function appLayer(path: string): number | undefined {
  if (!path.startsWith('app/')) return undefined;
  if (appShell.test(path)) return 3;
  if (path.startsWith('app/features/')) return 2;
  return 1;
}

function main(): void {
  const edges = importEdges();
  const featureEdges = new Map<string, number>();
  for (const { from, to } of edges) {
    const a = serverFeature(from);
    const b = serverFeature(to);
    if (a && b && a !== b)
      featureEdges.set(`${a} -> ${b}`, (featureEdges.get(`${a} -> ${b}`) ?? 0) + 1);
  }
  const pairs = [...featureEdges.keys()]
    .map((edge) => edge.split(' -> '))
    .filter(([a = '', b = '']) => a < b && featureEdges.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
  const backward = edges.filter(({ from, to }) => {
    const a = appLayer(from);
    const b = appLayer(to);
    return a !== undefined && b !== undefined && b > a;
  });
  const sizes = sourceFolders
    .flatMap(sourceFiles)
    .map((path) => ({ path, lines: readFileSync(join(root, path), 'utf8').split('\n').length }))
    .sort((a, b) => b.lines - a.lines);

  console.log(
    `modules: ${sizes.length}, lines: ${sizes.reduce((sum, { lines }) => sum + lines, 0)}`,
  );
  console.log(
    `import edges between server features: ${[...featureEdges.values()].reduce((s, n) => s + n, 0)} (feature pairs with an edge: ${featureEdges.size})`,
  );
  console.log(
    `server features importing each other: ${pairs.length}${pairs.length ? `\n  ${pairs.join('\n  ')}` : ''}`,
  );
  console.log(
    `backward imports in app/ (shared code or features importing a feature or a route): ${backward.length}`,
  );
  for (const { from, to } of backward) console.log(`  ${from} -> ${to}`);
  console.log('largest modules:');
  for (const { path, lines } of sizes.slice(0, 10)) console.log(`  ${lines} ${path}`);
}

main();
