import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadFailure } from '../../system/errors/loadFailure.ts';
import { GraphQLRequestError } from '../../system/transport/errors.ts';
import { renderWithSite } from '../../test/render.tsx';
import { BlockBoundary } from './BlockBoundary.tsx';

// A block of a page that fails alone (core §8): a failed load shows the reason and a Retry, never the empty text.
// The server fails the first load (attempt 0) and answers the next.
function Notifications({ attempt }: { attempt: number }) {
  if (attempt === 0) throw new LoadFailure('', 503);
  return <p>Loaded on attempt {attempt}</p>;
}

function Broken(): never {
  throw new GraphQLRequestError('Not Found.', 404);
}

describe('BlockBoundary', () => {
  it('says which block could not be loaded and why, and loads it again on Retry', async () => {
    const { user } = renderWithSite(
      <>
        <h1>Page</h1>
        <BlockBoundary what="Notifications">{(attempt) => <Notifications attempt={attempt} />}</BlockBoundary>
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Notifications could not be loaded.');
    expect(alert).toHaveTextContent('Service Unavailable');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded on attempt 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the error up while the route is asked again, then shows the block', async () => {
    let answer: () => void = () => undefined;
    const onRetry = () => new Promise<void>((resolve) => (answer = resolve));
    const { user } = renderWithSite(
      <BlockBoundary what="Activity" onRetry={onRetry}>
        {(attempt) => <Notifications attempt={attempt} />}
      </BlockBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Loaded on attempt 1')).toBeInTheDocument();
  });

  it('leaves anything but a failed load to the page above it', () => {
    const { container } = renderWithSite(<BlockBoundary what="Reviews">{() => <Broken />}</BlockBoundary>);
    expect(screen.queryByText('Reviews could not be loaded.')).not.toBeInTheDocument();
    // The router's own error screen took the whole page.
    expect(container).toHaveTextContent('Not Found.');
  });
});
