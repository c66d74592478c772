import { screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../transport/errors.ts';
import { testEnvironment } from '../../test/relay.ts';
import { LayoutError, RouteError } from './RouteErrors.tsx';

// The inner boundary, one per page: the layout (its links) stays, Try again asks the loader again, and navigation
// leaves the error behind.
function Layout() {
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/broken">Broken page</Link>
      </nav>
      <Outlet />
    </>
  );
}

function site(loader: () => unknown) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        errorElement: <LayoutError />,
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/broken', loader, element: <h1>Fixed page</h1>, errorElement: <RouteError /> },
        ],
      },
    ],
    { initialEntries: ['/broken'] },
  );
  render(
    <RelayEnvironmentProvider environment={testEnvironment()}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return userEvent.setup();
}

describe('RouteError', () => {
  it('shows the failure inside the layout and leaves it behind on navigation', async () => {
    const user = site(() => {
      throw new GraphQLRequestError('Internal Server Error', 500);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error');
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the page again on Try again', async () => {
    let calls = 0;
    const user = site(() => {
      calls += 1;
      if (calls === 1) throw new GraphQLRequestError('Service Unavailable', 503);
      return null;
    });
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Fixed page' })).toBeInTheDocument();
  });
});
