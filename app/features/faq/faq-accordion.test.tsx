import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mountIsland } from '#tests/island-page.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import type { FaqPageData } from './faq-data.server.ts';

const items: FaqPageData['items'] = [
  {
    id: 'administrative-orders',
    question: 'What is an administrative order?',
    answerHtml: ['Issued by an agency.'],
  },
  {
    id: 'deadlines',
    question: 'How long do I have?',
    answerHtml: ['Usually 20-35 days. See <a href="/faq">more</a>.'],
  },
  { id: 'legal-advice', question: 'Is this legal advice?', answerHtml: ['No.'] },
];

/** The page as the server sends it, at `hash`, with its island mounted. */
async function mountAccordion(hash = '') {
  window.history.replaceState(null, '', `/faq${hash}`);
  await mountIsland(
    <MemoryRouter>
      <FaqAccordion items={items} />
    </MemoryRouter>,
    'faq-accordion',
  );
}

const itemOf = (question: string) =>
  screen.getByRole('heading', { name: question }).closest('details');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('FaqAccordion', () => {
  it('opens the entry the link names by its hash, and only that one', async () => {
    await mountAccordion('#deadlines');
    const linked = itemOf('How long do I have?');
    expect(linked).toHaveAttribute('id', 'deadlines');
    expect(linked).toHaveAttribute('open');
    expect(itemOf('What is an administrative order?')).not.toHaveAttribute('open');
    expect(itemOf('Is this legal advice?')).not.toHaveAttribute('open');
  });

  it('opens the entry a link on the page names', async () => {
    await mountAccordion();
    window.location.hash = 'legal-advice';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(itemOf('Is this legal advice?')).toHaveAttribute('open');
  });

  it('ignores a hash that names no entry', async () => {
    await mountAccordion('#%E0');
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
  });

  it('starts closed and lets several answers be open at once', async () => {
    await mountAccordion();
    const user = userEvent.setup();
    const first = itemOf('What is an administrative order?');
    const second = itemOf('How long do I have?');
    expect(first).not.toHaveAttribute('open');
    await user.click(screen.getByText('What is an administrative order?'));
    await user.click(screen.getByText('How long do I have?'));
    expect(first).toHaveAttribute('open');
    expect(second).toHaveAttribute('open');
    expect(itemOf('Is this legal advice?')).not.toHaveAttribute('open');
  });

  it('closes an open answer when its question is chosen again', async () => {
    await mountAccordion();
    const user = userEvent.setup();
    await user.click(screen.getByText('Is this legal advice?'));
    await user.click(screen.getByText('Is this legal advice?'));
    expect(itemOf('Is this legal advice?')).not.toHaveAttribute('open');
  });

  it('renders the answer’s links', async () => {
    await mountAccordion();
    expect(screen.getByRole('link', { name: 'more', hidden: true })).toHaveAttribute(
      'href',
      '/faq',
    );
  });
});
