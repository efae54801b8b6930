import { render, screen } from '@testing-library/react';
import { Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { SectionCard } from './section-card.tsx';

describe('the section card', () => {
  it('is a region named by its heading, with its description, actions and body', () => {
    render(
      <SectionCard
        icon={Users}
        title="Subscribers"
        description="Everyone who asked for news."
        actions={<a href="/export">Export CSV</a>}
      >
        <p>The list</p>
      </SectionCard>,
    );
    const card = screen.getByRole('region', { name: 'Subscribers' });
    expect(screen.getByRole('heading', { level: 2, name: 'Subscribers' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Everyone who asked for news.');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/export');
    expect(card).toHaveTextContent('The list');
  });

  it('takes the title id a body names things by, and the page heading level', () => {
    render(
      <SectionCard icon={Users} title="Your order" titleId="order-title" as="h1">
        <ul aria-labelledby="order-title">
          <li>One guide</li>
        </ul>
      </SectionCard>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your order' })).toHaveAttribute(
      'id',
      'order-title',
    );
    expect(screen.getByRole('list', { name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your order' })).toBeInTheDocument();
  });
});
