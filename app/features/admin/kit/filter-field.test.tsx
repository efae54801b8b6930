import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilterField } from './filter-field.tsx';

describe('the filter field', () => {
  it('names its control by its label, without a required mark', async () => {
    render(
      <>
        <FilterField label="Search">{(id) => <input id={id} name="q" />}</FilterField>
        <FilterField label="Domain">{(id) => <input id={id} name="domain" />}</FilterField>
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Search' });
    expect(search).toHaveAttribute('name', 'q');
    expect(search).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Domain' })).toHaveAttribute('name', 'domain');
    // Clicking the label puts the cursor in its own control.
    await userEvent.setup().click(screen.getByText('Domain'));
    expect(screen.getByRole('textbox', { name: 'Domain' })).toHaveFocus();
  });
});
