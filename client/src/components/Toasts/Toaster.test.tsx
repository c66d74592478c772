import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showToast, toastError } from '../../system/toasts.ts';
import { GraphQLRequestError } from '../../system/transport/errors.ts';
import { renderWithSite } from '../../test/render.tsx';

// The toast stack (core §8): the render helper mounts it as the Layout does.
describe('Toaster', () => {
  it('shows a toast in the notifications region and closes it on Dismiss', async () => {
    const { user } = renderWithSite(<p>Page</p>);
    act(() => {
      showToast('Added to favorites', { kind: 'success' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('status');
    expect(toast).toHaveTextContent('Added to favorites');
    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows every validation message of a refused request together', () => {
    renderWithSite(<p>Page</p>);
    const refused = new GraphQLRequestError('Validation error.', 400, [
      { validation: { text: ['The text is too short.'], title: 'The title is required.' } },
    ]);
    act(() => toastError(refused));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('The text is too short.');
    expect(toast).toHaveTextContent('The title is required.');
    act(() => toast.querySelector('button')?.click());
  });

  it('shows a forbidden session once, whatever how often it repeats', () => {
    renderWithSite(<p>Page</p>);
    act(() => {
      toastError(new GraphQLRequestError('Forbidden. Session expired.', 403));
      toastError(new GraphQLRequestError('Forbidden. Session expired.', 403));
    });
    expect(screen.getAllByText('Session expired, please refresh')).toHaveLength(1);
  });
});
