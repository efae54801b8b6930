/**
 * Run before `npm start`: builds the production bundle when there is none or when
 * a source file is newer than it, so `npm install && npm start` just works.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtServerEntry } from '#tests/built-server.ts';
import { projectRoot } from '#tests/project-root.ts';

const sourceFolders = ['app', 'content', 'server', 'shared', 'public'];
const sourceFiles = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(builtServerEntry) ? statSync(builtServerEntry).mtimeMs : 0;
const changedAt = Math.max(
  ...[...sourceFolders, ...sourceFiles].map((name) => newestChange(path.join(projectRoot, name))),
);
if (changedAt > builtAt) {
  console.log(
    builtAt === 0
      ? 'No production build yet: building.'
      : 'Sources changed since the last build: rebuilding.',
  );
  execFileSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
}
