import { render, screen } from '@testing-library/react';
import { commonCopy } from './kit-copy.ts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmAction } from './confirm-action.tsx';

function renderConfirm() {
  const onConfirm = vi.fn();
  render(
    <ConfirmAction
      trigger={<Button>Delete the draft</Button>}
      title="Delete this draft?"
      description="It cannot be brought back."
      confirm="Delete"
      onConfirm={onConfirm}
    />,
  );
  return { user: userEvent.setup(), onConfirm };
}

describe('confirm before acting', () => {
  it('asks first, with Cancel focused, and does nothing when cancelled', async () => {
    const { user, onConfirm } = renderConfirm();
    const trigger = screen.getByRole('button', { name: 'Delete the draft' });
    await user.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this draft?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be brought back.');
    expect(screen.getByRole('button', { name: commonCopy.cancel })).toHaveFocus();
    // Enter on the focused Cancel never confirms.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without acting', async () => {
    const { user, onConfirm } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Delete the draft' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('acts once when confirmed, and gives focus back to the trigger', async () => {
    const { user, onConfirm } = renderConfirm();
    const trigger = screen.getByRole('button', { name: 'Delete the draft' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
