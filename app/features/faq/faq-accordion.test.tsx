import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
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

function renderAccordion(entry = '/') {
  const Stub = createRoutesStub([{ path: '/', Component: () => <FaqAccordion items={items} /> }]);
  render(<Stub initialEntries={[entry]} />);
}

const itemOf = async (question: string) =>
  (await screen.findByRole('heading', { name: question })).closest('details');

describe('FaqAccordion', () => {
  it('opens the entry the link names by its hash, and only that one', async () => {
    renderAccordion('/#deadlines');
    const linked = await itemOf('How long do I have?');
    expect(linked).toHaveAttribute('id', 'deadlines');
    expect(linked).toHaveAttribute('open');
    expect(await itemOf('What is an administrative order?')).not.toHaveAttribute('open');
    expect(await itemOf('Is this legal advice?')).not.toHaveAttribute('open');
  });

  it('starts closed and lets several answers be open at once', async () => {
    renderAccordion();
    const user = userEvent.setup();
    const first = await itemOf('What is an administrative order?');
    const second = await itemOf('How long do I have?');
    expect(first).not.toHaveAttribute('open');
    await user.click(screen.getByText('What is an administrative order?'));
    await user.click(screen.getByText('How long do I have?'));
    expect(first).toHaveAttribute('open');
    expect(second).toHaveAttribute('open');
    expect(await itemOf('Is this legal advice?')).not.toHaveAttribute('open');
  });

  it('closes an open answer when its question is chosen again', async () => {
    renderAccordion();
    const user = userEvent.setup();
    await user.click(screen.getByText('Is this legal advice?'));
    await user.click(screen.getByText('Is this legal advice?'));
    expect(await itemOf('Is this legal advice?')).not.toHaveAttribute('open');
  });

  it('renders the answer’s links', async () => {
    renderAccordion();
    expect(await screen.findByRole('link', { name: 'more', hidden: true })).toHaveAttribute(
      'href',
      '/faq',
    );
  });
});
