import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { logIn } from '../../test/viewer.ts';
import { QuickSearchProvider } from '../QuickSearch/quickSearchState.tsx';
import { DesktopNav } from './DesktopNav.tsx';

// The navigation bar (social §2) and its unread notification badge beside the avatar.
function Nav() {
  return (
    <QuickSearchProvider>
      <DesktopNav />
    </QuickSearchProvider>
  );
}

describe('DesktopNav', () => {
  it('offers a guest Login and Sign Up, and no badge', () => {
    renderWithSite(<Nav />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /unread notification/ })).not.toBeInTheDocument();
  });

  it('shows a member their unread count, and hides it once the server says none are left', async () => {
    renderWithSite(<Nav />);
    await logIn({ name: 'Mio', unreadNotificationCount: 4 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: '4 unread notifications' })).toHaveAttribute('href', '/notifications');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await logIn({ name: 'Mio', unreadNotificationCount: 0 });
    expect(within(nav).queryByRole('link', { name: /unread notification/ })).not.toBeInTheDocument();
  });
});
