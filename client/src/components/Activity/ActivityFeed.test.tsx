import { screen, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../test/relay.ts';
import { renderWithSite } from '../../test/render.tsx';
import { ActivityFeed } from './ActivityFeed.tsx';

// The feed starts loading the markdown renderer when it mounts (preloadMarkdown). Loaded here first, so that no
// import is still on its way when the file's environment is torn down: on a busy machine one was, and vitest counted
// its EnvironmentTeardownError as an unhandled error, failing the run though every test passed.
beforeAll(async () => {
  await import('../Markdown/index.ts');
});

// An activity feed's paging (core §4 "Infinite scroll"): pages load as the reader nears the end, with a "Load More"
// stop every `pauseEvery` pages, and the feed ends with the server's last page. The first page is ActivityFeedQuery's,
// the next ones the connection's pagination query's.
const PER_PAGE = 2;
const LAST_PAGE = 3;

/** A status as the feed's cards read it. */
const textActivity = (id: number, text: string) => ({
  __typename: 'TextActivity',
  id,
  text,
  likeCount: 0,
  replyCount: 0,
  isLiked: false,
  isPinned: false,
  isLocked: false,
  createdAt: 1_700_000_000,
});

/** The activityFeed connection's pages: the cursor after a page is its number. */
function statuses(operation: OperationDescriptor) {
  const after = operation.request.variables.after as string | null | undefined;
  const page = after ? Number(after) + 1 : 1;
  const count = page < LAST_PAGE ? PER_PAGE : 1;
  const activities = Array.from({ length: count }, (_, i) => {
    const id = (page - 1) * PER_PAGE + i + 1;
    return textActivity(id, `Status ${id}`);
  });
  // Abstract fields take their kind from the parent's answer: the document carries no type information.
  const edges = activities.map((node) => ({ cursor: String(node.id), node }));
  return {
    ActivityFeedConnection: () => ({ edges, pageInfo: { hasNextPage: page < LAST_PAGE, endCursor: String(page) } }),
    User: () => ({ name: 'Hana' }),
  };
}

describe('ActivityFeed', () => {
  it('stops for Load More after the chosen number of pages, then loads on until a short page', async () => {
    serve({ ActivityFeedQuery: statuses, ActivityFeedListPaginationQuery: statuses });
    const { user } = renderWithSite(<ActivityFeed label="Activity" perPage={PER_PAGE} pauseEvery={2} />);
    const feed = screen.getByRole('feed', { name: 'Activity' });
    // Page 2 follows page 1 by itself (the end is in view), then the feed waits for the reader.
    expect(await within(feed).findByText('Status 4')).toBeInTheDocument();
    expect(within(feed).getByText('Status 1')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Load More' });
    expect(within(feed).queryByText('Status 5')).not.toBeInTheDocument();
    await user.click(more);
    expect(await within(feed).findByText('Status 5')).toBeInTheDocument();
    // Page 3 was the last: the feed is complete.
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says so when the first page is empty', async () => {
    serve({ ActivityFeedQuery: { ActivityFeedConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } }) } });
    renderWithSite(<ActivityFeed label="Activity" emptyText="No activity yet." />);
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('asks the server again for a feed first shown after a post, though the store kept its first page', async () => {
    let latest = { id: 1, text: 'Before the post' };
    const page = () => ({
      ActivityFeedConnection: () => ({
        edges: [{ cursor: '1', node: textActivity(latest.id, latest.text) }],
        pageInfo: { hasNextPage: false, endCursor: '1' },
      }),
      User: () => ({ name: 'Hana' }),
    });
    serve({ ActivityFeedQuery: page });
    // The home feed's case: one feed leaves the page, the post answers, and the feed shown next was loaded before.
    function Home() {
      const [shown, setShown] = useState(true);
      const [posted, setPosted] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setShown(false)}>
            Hide
          </button>
          <button type="button" onClick={() => (setPosted(1), setShown(true))}>
            Posted
          </button>
          {shown ? <ActivityFeed label="Activity" refreshSignal={posted} /> : null}
        </>
      );
    }
    const { user } = renderWithSite(<Home />);
    expect(await screen.findByText('Before the post')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    latest = { id: 2, text: 'After the post' };
    await user.click(screen.getByRole('button', { name: 'Posted' }));
    expect(await screen.findByText('After the post')).toBeInTheDocument();
  });
});
