import { describe, expect, it } from 'vitest';
import { chatCopy } from '#content/chat.ts';
import { legalHelp } from '#content/legal-help.ts';
import { routeTable } from '#shared/route-table.ts';
import { createMessage, formatChatTime, splitLinks } from './chat-message.ts';

describe('chat messages', () => {
  it('get unique ids and a time shown as HH:MM', () => {
    const first = createMessage('Hello', 'user');
    const second = createMessage('Hello', 'user');
    expect(first.id).not.toBe(second.id);
    expect(formatChatTime(new Date(2026, 0, 5, 9, 7))).toBe('09:07');
    expect(formatChatTime(new Date(2026, 0, 5, 23, 45))).toBe('23:45');
  });

  it('find the site paths a reply names, without the punctuation after them', () => {
    expect(splitLinks('Get it at /checkout. Quick answers are at /faq.')).toEqual([
      { kind: 'text', text: 'Get it at ' },
      { kind: 'link', path: '/checkout' },
      { kind: 'text', text: '. Quick answers are at ' },
      { kind: 'link', path: '/faq' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitLinks('Open 24/7, 20-35 days')).toEqual([
      { kind: 'text', text: 'Open 24/7, 20-35 days' },
    ]);
  });

  it('find the e-mail addresses a reply names, without the full stop after them', () => {
    expect(splitLinks('Write to help@guide.example. Or see /faq')).toEqual([
      { kind: 'text', text: 'Write to ' },
      { kind: 'email', address: 'help@guide.example' },
      { kind: 'text', text: '. Or see ' },
      { kind: 'link', path: '/faq' },
    ]);
  });

  it('find the web addresses a reply names, without the punctuation after them', () => {
    expect(splitLinks('See https://www.lawhelp.org/, or https://example.org/a-b.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', path: 'https://www.lawhelp.org/' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', path: 'https://example.org/a-b' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('label each legal help address the own-case answer links', () => {
    for (const { url, label } of Object.values(legalHelp))
      expect(chatCopy.linkLabels[url]).toBe(label);
  });

  it('name only real pages, each with a readable label for its link', () => {
    const replies = [
      chatCopy.greeting,
      chatCopy.defaultReply,
      chatCopy.handover.offer,
      chatCopy.handover.sent,
      ...chatCopy.topics.map((t) => t.reply),
    ];
    const paths = replies.flatMap((reply) =>
      splitLinks(reply).flatMap((part) => (part.kind === 'link' ? [part.path] : [])),
    );
    expect(paths).toContain('/quick-answers');
    for (const path of paths) {
      expect(routeTable.some((page) => page.path === path)).toBe(true);
      expect(chatCopy.linkLabels[path], path).toMatch(/^the /);
    }
  });
});
