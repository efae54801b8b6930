import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FaqBlocks } from '#shared/contracts/page-blocks.ts';
import { seededBlocks } from '#tests/seeded-pages.ts';
import { PageBlocksForm } from './page-blocks-form.tsx';

let latest: FaqBlocks | undefined;

function Harness({ errors = {} }: { errors?: Record<string, string> }) {
  const [value, setValue] = useState<unknown>(seededBlocks('faq'));
  return (
    <PageBlocksForm
      pageKey="faq"
      value={value}
      errors={errors}
      onChange={(next) => {
        latest = next as FaqBlocks;
        setValue(next);
      }}
    />
  );
}

const seeded = seededBlocks('faq');

describe('PageBlocksForm', () => {
  it('edits a string of the page in place', async () => {
    render(<Harness />);
    const intro = screen.getByLabelText('Intro');
    expect(intro).toHaveValue(seeded.intro);
    await userEvent.clear(intro);
    await userEvent.type(intro, 'New intro');
    expect(latest?.intro).toBe('New intro');
    expect(latest?.items).toEqual(seeded.items);
  });

  it('adds an empty question at the end, removes one and moves one up', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Item 13' }));
    expect(latest?.items).toHaveLength(13);
    expect(latest?.items[12]).toEqual({ id: '', question: '', answer: [] });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Item 1' }));
    expect(latest?.items).toHaveLength(12);
    expect(latest?.items[0]).toEqual(seeded.items[1]);

    await userEvent.click(screen.getByRole('button', { name: 'Move up Item 2' }));
    expect(latest?.items.slice(0, 2)).toEqual([seeded.items[2], seeded.items[1]]);
    expect(screen.getByRole('button', { name: 'Move up Item 1' })).toBeDisabled();
  });

  it('shows the server’s message beside the field it names', () => {
    render(<Harness errors={{ 'blocks.items.0.question': 'Question is required.' }} />);
    const item = screen.getByRole('group', { name: 'Item 1' });
    expect(within(item).getByLabelText('Question')).toHaveAccessibleDescription(
      'Question is required.',
    );
  });

  it('shows nothing for a legal page, whose text is its body', () => {
    const { container } = render(
      <PageBlocksForm pageKey="terms" value={null} errors={{}} onChange={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
