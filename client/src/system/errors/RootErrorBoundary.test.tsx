import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { RootErrorBoundary } from './RootErrorBoundary.tsx';

function Shell({ error }: { error: Error | null }) {
  if (error) throw error;
  return <p>The site</p>;
}

describe('RootErrorBoundary', () => {
  it('shows the page when nothing fails', () => {
    renderWithSite(
      <RootErrorBoundary>
        <Shell error={null} />
      </RootErrorBoundary>,
    );
    expect(screen.getByText('The site')).toBeInTheDocument();
  });

  it('replaces a broken shell with an error screen that leads back to the front page', () => {
    renderWithSite(
      <RootErrorBoundary>
        <Shell error={new Error('Layout exploded')} />
      </RootErrorBoundary>,
    );
    const screenBox = screen.getByRole('alert');
    expect(screenBox).toHaveTextContent('Layout exploded');
    expect(screen.getByRole('link', { name: 'Back to the front page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: /Try again|Reload/ })).toBeInTheDocument();
  });

  it('offers Reload when the site was updated and a chunk of it is gone', () => {
    const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/ListEditorOverlay-1.js');
    renderWithSite(
      <RootErrorBoundary>
        <Shell error={chunk} />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
