import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { UnreadBadge } from './UnreadBadge.tsx';

// The unread notification count beside the avatar (social §2).
describe('UnreadBadge', () => {
  it('is hidden with nothing unread', () => {
    renderWithSite(<UnreadBadge count={0} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the count and leads to the notifications', async () => {
    const { user } = renderWithSite(<UnreadBadge count={3} />, {
      routes: [{ path: '/notifications', element: <h1>Notifications page</h1> }],
    });
    const badge = screen.getByRole('link', { name: '3 unread notifications' });
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveAttribute('data-wide', 'false');
    await user.click(badge);
    expect(await screen.findByRole('heading', { name: 'Notifications page' })).toBeInTheDocument();
  });

  it('names a single notification in the singular and widens for two digits', () => {
    const { unmount } = renderWithSite(<UnreadBadge count={1} />);
    expect(screen.getByRole('link', { name: '1 unread notification' })).toBeInTheDocument();
    unmount();
    renderWithSite(<UnreadBadge count={12} />);
    expect(screen.getByRole('link', { name: '12 unread notifications' })).toHaveAttribute('data-wide', 'true');
  });
});
