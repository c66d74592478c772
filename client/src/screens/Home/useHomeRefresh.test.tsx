import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecentReviews } from '../../components/Review/RecentReviews.tsx';
import { answer, testEnvironment } from '../../test/relay.ts';
import { logIn } from '../../test/viewer.ts';
import { useHomeRefresh } from './useHomeRefresh.ts';

// core §9, social §4: the home page's list preview asks again every 10 minutes, the forum preview every 15, the
// reviews and the trending media every 30; nothing while the page is hidden, and at once when it comes back after
// longer than the interval.
const BLOCKS = ['HomeListPreviewRefetchQuery', 'ThreadFeedQuery', 'RecentReviewCardsQuery', 'HomeMediaRefreshQuery'];
const MINUTE = 60_000;

function HomeBlocks({ children }: { children?: React.ReactNode }) {
  useHomeRefresh();
  return <>{children}</>;
}

/** The block queries sent since the last call, answered so that the next ones are not deduplicated into them. */
function askedAndAnswered(): string[] {
  const environment = testEnvironment();
  const pending = environment.mock.getAllOperations().filter((op) => BLOCKS.includes(op.request.node.params.name));
  act(() => {
    for (const op of pending) environment.mock.resolve(op, MockPayloadGenerator.generate(op));
  });
  return pending.map((op) => op.request.node.params.name).sort();
}

let hidden = false;
const setHidden = (value: boolean) => {
  hidden = value;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

async function renderHome(blocks?: React.ReactNode) {
  hidden = false;
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
  await logIn({ id: 7 });
  // Only the refresh timers and the clock: promises and React's scheduling keep running.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  render(
    <RelayEnvironmentProvider environment={testEnvironment()}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <HomeBlocks>{blocks}</HomeBlocks>
        </Suspense>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('home block refresh', () => {
  beforeEach(() => renderHome());

  it('asks for each block again at its interval and not before', () => {
    advance(10 * MINUTE - 1);
    expect(askedAndAnswered()).toEqual([]);
    advance(1);
    expect(askedAndAnswered()).toEqual(['HomeListPreviewRefetchQuery']);
    advance(5 * MINUTE - 1);
    expect(askedAndAnswered()).toEqual([]);
    advance(1);
    expect(askedAndAnswered()).toEqual(['ThreadFeedQuery']);
    advance(5 * MINUTE);
    expect(askedAndAnswered()).toEqual(['HomeListPreviewRefetchQuery']);
    advance(10 * MINUTE - 1);
    expect(askedAndAnswered()).toEqual([]);
    advance(1);
    expect(askedAndAnswered()).toEqual([
      'HomeListPreviewRefetchQuery',
      'HomeMediaRefreshQuery',
      'RecentReviewCardsQuery',
      'ThreadFeedQuery',
    ]);
  });

  it('asks the viewer’s list preview with their id and the preview size', () => {
    advance(10 * MINUTE);
    const op = testEnvironment()
      .mock.getAllOperations()
      .find((o) => o.request.node.params.name === 'HomeListPreviewRefetchQuery');
    expect(op?.request.variables).toMatchObject({ userId: 7, perPage: 20 });
  });

  it('asks nothing while the page is hidden, and at once when it is shown after longer than an interval', () => {
    setHidden(true);
    advance(30 * MINUTE);
    expect(askedAndAnswered()).toEqual([]);
    advance(MINUTE);
    setHidden(false);
    // Hidden 31 minutes: longer than every block's interval.
    expect(askedAndAnswered()).toEqual([
      'HomeListPreviewRefetchQuery',
      'HomeMediaRefreshQuery',
      'RecentReviewCardsQuery',
      'ThreadFeedQuery',
    ]);
  });
});

describe('a refreshed block', () => {
  it('shows what the server answers again, with no loading state between', async () => {
    const review = (summary: string) => ({
      Review: () => ({ summary, private: false, score: 80, rating: 1, ratingAmount: 1 }),
    });
    await renderHome(<RecentReviews />);
    await answer('RecentReviewCardsQuery', review('The first review'));
    expect(await screen.findByText('The first review')).toBeInTheDocument();
    advance(30 * MINUTE);
    // Asked again; the cards on show stay until the answer comes.
    expect(screen.getByText('The first review')).toBeInTheDocument();
    await answer('RecentReviewCardsQuery', review('A newer review'));
    expect(await screen.findByText('A newer review')).toBeInTheDocument();
  });
});
