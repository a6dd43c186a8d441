import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { polyfillRadix } from '../../../tests/support/test-api';
import { ConfirmDialog } from './confirm-dialog';

// The one step before an action that cannot be taken back.
polyfillRadix();

function Harness({ pending = false, onConfirm }: { pending?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove Aetna's directory?"
        description="Its networks go with it."
        cancelLabel="Keep it"
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={pending}
        onConfirm={onConfirm}
      >
        <label>
          Reason <input />
        </label>
      </ConfirmDialog>
    </>
  );
}

it('acts only on confirming, by the button or Enter in a field, and closes by the way out', async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  render(<Harness onConfirm={onConfirm} />);
  const dialog = screen.getByRole('dialog', { name: "Remove Aetna's directory?" });
  expect(dialog.textContent).toContain('Its networks go with it.');
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'gone{Enter}');
  expect(onConfirm).toHaveBeenCalledTimes(2);
  await user.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(screen.getByText('closed')).toBeTruthy();
});

it('while the action runs, says so and can be neither repeated nor closed', async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  render(<Harness pending onConfirm={onConfirm} />);
  const action = screen.getByRole('button', { name: 'Removing...' });
  expect(action.hasAttribute('disabled')).toBe(true);
  expect(screen.getByRole('button', { name: 'Keep it' }).hasAttribute('disabled')).toBe(true);
  await user.keyboard('{Escape}');
  expect(screen.getByText('open')).toBeTruthy();
  // However the form is sent, the running action is not started again.
  fireEvent.submit(screen.getByRole('textbox', { name: 'Reason' }).closest('form')!);
  expect(onConfirm).not.toHaveBeenCalled();
});
