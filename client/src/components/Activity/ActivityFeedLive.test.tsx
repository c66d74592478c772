import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UpdateSink } from '../../system/live/followNotifications.ts';
import { serve } from '../../test/relay.ts';
import { renderWithSite } from '../../test/render.tsx';
import { logIn, logOut } from '../../test/viewer.ts';
import type { ActivityUpdate } from './liveActivities.ts';
import { ActivityFeed } from './ActivityFeed.tsx';

// The feed's live stream (ADR 71), with the network's end stood in for: the test plays the server's updates.
const streams: { variables: Record<string, unknown>; sink: UpdateSink<ActivityUpdate>; closed: boolean }[] = [];
vi.mock('../../system/live/sseConnect.ts', () => ({
  sseSubscription:
    (_query: string, _field: string, variables: Record<string, unknown>) => (_after: string | null, sink: UpdateSink<ActivityUpdate>) => {
      const stream = { variables, sink, closed: false };
      streams.push(stream);
      return () => (stream.closed = true);
    },
}));

beforeAll(async () => {
  await import('../Markdown/index.ts');
});
afterEach(() => {
  streams.length = 0;
  logOut();
});

const textActivity = (id: number, text: string, likeCount = 0) => ({
  __typename: 'TextActivity',
  id,
  text,
  likeCount,
  replyCount: 0,
  isLiked: false,
  isPinned: false,
  isLocked: false,
  createdAt: 1_700_000_000,
});

describe('a live feed', () => {
  it('shows new activities behind an "N new" bar, not in the feed, until the bar is clicked; likes change at once', async () => {
    let shown = [textActivity(1, 'Already here')];
    const page = () => ({
      ActivityFeedConnection: () => ({
        edges: shown.map((node) => ({ cursor: String(node.id), node })),
        pageInfo: { hasNextPage: false, endCursor: '1' },
      }),
      User: () => ({ name: 'Hana' }),
    });
    serve({ ActivityFeedQuery: page, ActivityFeedListPaginationQuery: page });
    await logIn();
    renderWithSite(<ActivityFeed label="Activity" isFollowing />);
    const feed = await screen.findByRole('feed', { name: 'Activity' });
    expect(await within(feed).findByText('Already here')).toBeInTheDocument();
    expect(streams.map((s) => s.variables)).toEqual([expect.objectContaining({ isFollowing: true })]);

    const update = (u: Partial<ActivityUpdate>) => act(() => streams[0]!.sink.next({ position: '1:1', activities: [], updated: [], ...u }));
    update({});
    update({ activities: [{ __typename: 'TextActivity', id: 2 }], updated: [{ __typename: 'TextActivity', id: 1, likeCount: 3 }] });
    update({ activities: [{ __typename: 'TextActivity', id: 3 }] });
    const bar = screen.getByRole('button', { name: '2 new activities' });
    expect(within(feed).getByRole('button', { name: '3 likes' })).toBeInTheDocument();

    shown = [textActivity(3, 'Newest'), textActivity(2, 'Newer'), textActivity(1, 'Already here', 3)];
    await act(async () => bar.click());
    expect(await within(feed).findByText('Newest')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new activit/ })).not.toBeInTheDocument();
  });

  it('follows nothing for a guest, whose feed keeps polling', async () => {
    serve({ ActivityFeedQuery: { ActivityFeedConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } }) } });
    renderWithSite(<ActivityFeed label="Activity" />);
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
    expect(streams).toEqual([]);
  });
});
