import { describe, expect, it } from 'vitest';
import { seededPage } from '#tests/seeded-pages.ts';
import { pageContentSchema } from './publishing.ts';

const issues = (content: unknown) => {
  const result = pageContentSchema.safeParse(content);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a page’s blocks', () => {
  it('accept the seed’s home page, FAQ and quick answers as they are', () => {
    for (const key of ['home', 'faq', 'quick-answers'] as const)
      expect(issues(seededPage(key).content)).toEqual({});
  });

  it('name each wrong field of a structured page', () => {
    const faq = seededPage('faq').content;
    const blocks = faq.blocks as { items: { id: string; question: string; answer: string[] }[] };
    const [first, second, ...rest] = blocks.items;
    expect(
      issues({
        ...faq,
        blocks: {
          ...blocks,
          intro: 42,
          items: [
            { ...first, question: '  ' },
            { ...second, id: first?.id, answer: ['Costs {{prize}}.'] },
            ...rest,
          ],
        },
      }),
    ).toEqual({
      'blocks.intro': 'Intro is required.',
      'blocks.items.0.question': 'Question is required.',
      'blocks.items.1.answer.0': 'Paragraph names {{prize}}, which the site does not fill in.',
      'blocks.items.1.id': 'Anchor is already used by another question.',
    });
  });

  it('refuse a quick answer of an unknown urgency and a home page missing a section', () => {
    const quick = seededPage('quick-answers').content;
    const blocks = quick.blocks as { items: { urgency: string }[] };
    expect(
      issues({ ...quick, blocks: { ...blocks, items: [{ ...blocks.items[0], urgency: 'Low' }] } }),
    ).toEqual({ 'blocks.items.0.urgency': 'Choose Critical, High or Medium.' });
    const home = seededPage('home').content;
    const withoutLearn = { ...(home.blocks as Record<string, unknown>), learn: undefined };
    expect(issues({ ...home, blocks: withoutLearn })).toHaveProperty(['blocks.learn']);
  });

  it('keep a legal page to its body, with no blocks', () => {
    const terms = seededPage('terms').content;
    expect(issues(terms)).toEqual({});
    expect(issues({ ...terms, body: ' ', blocks: { intro: 'x' } })).toEqual({
      blocks: 'This page has no sections.',
      body: 'Body is required.',
    });
  });
});
