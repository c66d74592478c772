import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { ActivityPageQuery } from '../../screens/Activity/__generated__/ActivityPageQuery.graphql';
import { activityPageQuery } from '../../screens/Activity/ActivityPageQuery.ts';
import { GraphQLRequestError } from '../../system/transport/errors.ts';
import { personClick } from '../../test/person.ts';
import { answer, fail, isPending, pendingOperation } from '../../test/relay.ts';
import { renderWithSite } from '../../test/render.tsx';
import { logIn } from '../../test/viewer.ts';
import { ActivityCard } from './ActivityCard.tsx';

// The heart and count of an activity card (social §4): the count moves at once and rolls back when the server refuses.
function ActivityById({ id }: { id: number }) {
  const data = useLazyLoadQuery<ActivityPageQuery>(activityPageQuery, { id });
  return data.Activity ? <ActivityCard activity={data.Activity} /> : null;
}

const status = {
  // Abstract fields take their kind from the parent's answer: the document has no type information to pick one.
  Query: () => ({ Activity: { __typename: 'TextActivity' } }),
  TextActivity: () => ({
    id: 5,
    text: 'Finished Frieren today.',
    likeCount: 2,
    isLiked: false,
    replyCount: 0,
    isLocked: false,
    isPinned: false,
    isSubscribed: false,
    createdAt: 1_700_000_000,
    siteUrl: '/activity/5',
  }),
  User: () => ({ id: 2, name: 'Hana', isBlocked: false, isFollowing: false }),
};

async function showStatus() {
  const site = renderWithSite(<ActivityById id={5} />);
  await logIn({ id: 1, name: 'Mio' });
  await answer('ActivityPageQuery', status);
  await screen.findByText('Finished Frieren today.');
  return site;
}

describe('LikeButton', () => {
  it('fills the heart and adds one to the count at once, keeping both once the server agrees', async () => {
    await showStatus();
    expect(screen.getByRole('button', { name: '2 likes' })).toBeInTheDocument();
    personClick(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: '3 likes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    const like = await pendingOperation('toggleLikeMutation');
    expect(like.request.variables).toEqual({ id: 5, type: 'ACTIVITY' });
    await answer('toggleLikeMutation', { Mutation: () => ({ ToggleLikeV2: { __typename: 'TextActivity' } }) });
    expect(screen.getByRole('button', { name: '3 likes' })).toBeInTheDocument();
  });

  it('rolls the count back and shows the reason when the like is refused', async () => {
    await showStatus();
    personClick(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: '3 likes' })).toBeInTheDocument();
    await fail('toggleLikeMutation', new GraphQLRequestError('You cannot like this activity.', 403));
    expect(await screen.findByText('You cannot like this activity.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 likes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('ignores a scripted click', async () => {
    await showStatus();
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    await act(() => Promise.resolve());
    expect(isPending('toggleLikeMutation')).toBe(false);
    expect(screen.getByRole('button', { name: '2 likes' })).toBeInTheDocument();
  });

  it('shows a guest the count without a heart to press', async () => {
    renderWithSite(<ActivityById id={5} />);
    await answer('ActivityPageQuery', status);
    await screen.findByText('Finished Frieren today.');
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '2 likes' })).toBeInTheDocument());
  });
});
