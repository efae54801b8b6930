import { existsSync } from 'node:fs';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeEntries, routeTable } from './route-table.ts';

const appDirectory = new URL('../app/', import.meta.url);
const catchAll = routeEntries.filter((entry) => entry.path === '*');
const pageRoutes = routeEntries.filter((entry) => entry.path !== '*');

describe('routeEntries', () => {
  it('answers every page of the table with a route of its own, not the not-found page', () => {
    for (const page of routeTable) {
      const answering = pageRoutes.filter((entry) => matchPath(entry.path, page.path));
      expect(answering, page.path).not.toHaveLength(0);
    }
  });

  it('has one catch-all, and names route modules that exist', () => {
    expect(catchAll).toHaveLength(1);
    for (const { module } of routeEntries) {
      expect(existsSync(new URL(module, appDirectory)), module).toBe(true);
    }
  });
});
