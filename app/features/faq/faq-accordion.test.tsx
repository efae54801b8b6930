import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion.tsx';

const items = [
  { question: 'What is an administrative order?', answerHtml: ['Issued by an agency.'] },
  {
    question: 'How long do I have?',
    answerHtml: ['Usually 20-35 days. See <a href="/faq">more</a>.'],
  },
  { question: 'Is this legal advice?', answerHtml: ['No.'] },
];

function renderAccordion() {
  const Stub = createRoutesStub([{ path: '/', Component: () => <FaqAccordion items={items} /> }]);
  render(<Stub initialEntries={['/']} />);
}

const itemOf = async (question: string) =>
  (await screen.findByRole('heading', { name: question })).closest('details');

describe('FaqAccordion', () => {
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
