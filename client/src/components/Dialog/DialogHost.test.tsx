import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showAlert, showConfirm } from '../../system/dialogs.ts';
import { renderWithSite } from '../../test/render.tsx';

// Alert and confirmation dialogs (social §2, §5), one at a time.
describe('DialogHost', () => {
  it('resolves a confirmation true only from its confirming button', async () => {
    const { user } = renderWithSite(<p>Page</p>);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = showConfirm('Warning', 'Delete this thread?', 'Delete');
    });
    const dialog = screen.getByRole('dialog', { name: 'Warning' });
    expect(dialog).toHaveAccessibleDescription('Delete this thread?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers false on Cancel and on Escape', async () => {
    const { user } = renderWithSite(<p>Page</p>);
    let first: Promise<boolean> = Promise.resolve(true);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = showConfirm('Leave?', 'Your text will be lost.', 'Leave');
      second = showConfirm('Block?', 'They will not see your activity.', 'Block');
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBe(false);
    // The next one follows; Escape is the browser's cancel event on the dialog.
    const next = screen.getByRole('dialog', { name: 'Block?' });
    act(() => {
      fireEvent(next, new Event('cancel', { cancelable: true }));
    });
    await expect(second).resolves.toBe(false);
  });

  it('closes an alert with OK', async () => {
    const { user } = renderWithSite(<p>Page</p>);
    let closed: Promise<void> = Promise.resolve();
    act(() => {
      closed = showAlert('Error', 'This thread is locked.');
    });
    await user.click(within(screen.getByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'OK' }));
    await expect(closed).resolves.toBeUndefined();
  });
});
