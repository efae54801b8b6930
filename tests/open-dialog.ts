import { screen, waitFor, type ByRoleOptions } from '@testing-library/react';

/**
 * Finds a dialog once it takes the pointer. Radix turns off the page's pointer events when a
 * modal opens and turns its own layer's back on a render later; a click in between meets
 * `pointer-events: none`, which a loaded machine reaches often enough to fail a run.
 */
export async function findOpenDialog(
  role: 'dialog' | 'alertdialog',
  options?: ByRoleOptions,
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, options);
  await waitFor(() => {
    const pageBlocked = document.body.style.pointerEvents === 'none';
    if (pageBlocked && dialog.style.pointerEvents !== 'auto') {
      throw new Error('The dialog does not take the pointer yet.');
    }
  });
  return dialog;
}
