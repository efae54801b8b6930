import { describe, expect, it } from 'vitest';
import { automationDefaults } from '#content/mail-automations.ts';
import {
  automationIds,
  automationPlaceholders,
  automationSettingsSchemas,
} from '#shared/contracts/admin-mail.ts';
import { namedPlaceholders } from '#shared/contracts/admin-settings.ts';
import { findPage } from '#shared/route-table.ts';
import { seedGuides, seedPosts } from '#tests/seed-pages.ts';

/** The seed's posts and state guides, which a fresh site publishes. */
const seededPaths = new Set([...seedPosts, ...seedGuides].map((page) => page.path));

/** Every subject and body of an automation's defaults. */
function textsOf(id: (typeof automationIds)[number]): string[] {
  const settings: {
    subject?: string;
    body?: string;
    steps?: ReadonlyArray<{ subject: string; body: string }>;
  } = automationDefaults[id].settings;
  const steps = settings.steps ?? [];
  return [
    ...steps.flatMap((step) => [step.subject, step.body]),
    ...(settings.subject === undefined ? [] : [settings.subject]),
    ...(settings.body === undefined ? [] : [settings.body]),
  ];
}

describe('the automations’ default texts', () => {
  it.each(automationIds)('of %s fit the contract the back office saves with', (id) => {
    expect(
      automationSettingsSchemas[id].safeParse(automationDefaults[id].settings).error,
    ).toBeUndefined();
  });

  it.each(automationIds)('of %s name only placeholders their mail fills', (id) => {
    const named = textsOf(id).flatMap(namedPlaceholders);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(automationPlaceholders(id)).toContain(name);
  });

  it.each(automationIds)('of %s link only to pages the site has', (id) => {
    const links = textsOf(id).flatMap((text) =>
      [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? ''),
    );
    for (const link of links) {
      expect(link, 'a path on the site').toMatch(/^\/[\w/-]*$/);
      expect(findPage(link)?.path === link || seededPaths.has(link), link).toBe(true);
    }
  });

  it('give the welcome series three tips over about a week, each linking the site and ending on the guide', () => {
    const { steps } = automationDefaults['welcome-series'].settings;
    expect(steps.map((step) => step.afterDays)).toEqual([1, 3, 7]);
    for (const step of steps) {
      expect(step.body).toMatch(/\]\(\/(blog|states)\//);
      expect(step.body.trim().split('\n\n').at(-1)).toContain('[{{guideName}}](/checkout)');
    }
  });
});
