import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminSectionIds } from '#shared/admin-sections.ts';
import { projectRoot } from '#tests/project-root.ts';

const assets = path.join(projectRoot, 'build/client/assets');

/** The route manifest React Router writes into the client build: each route's own chunk. */
async function routeModules(): Promise<Record<string, string | undefined>> {
  const [manifest] = (await readdir(assets)).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  const source = await readFile(path.join(assets, manifest ?? ''), 'utf8');
  const { routes } = z
    .object({ routes: z.record(z.string(), z.object({ module: z.string() })) })
    .parse(JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)));
  return Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, route.module]));
}

describe('the back office in the client build', () => {
  it('loads each section from a chunk of its own, apart from the frame', async () => {
    const modules = await routeModules();
    const sections = adminSectionIds.map((id) => modules[`routes/admin-${id}`]);
    for (const module of sections) expect(module).toMatch(/^\/assets\/admin-[\w-]+\.js$/);
    expect(new Set([...sections, modules['routes/admin']]).size).toBe(sections.length + 1);
  });
});
