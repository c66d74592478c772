import { describe, it } from 'vitest';
import { newEvent, type Actor } from '@tsuzuki/events';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { metadata, withContext } from '../../framework/testing.ts';
import { NO_PARTY, type Party } from '../parties.ts';
import { BLOCK_MESSAGES } from './blocks.ts';
import type { SocialGraphCommand } from './commands.ts';
import { GRAPH_MESSAGES, socialGraphDecider } from './decide.ts';

const aki: Actor = { kind: 'user', id: 1, moderatorRoles: [], donatorTier: 0 };
const other = (p: Partial<Party> = {}): Party => ({ ...NO_PARTY, exists: true, ...p });
const follow = (otherId = 2): SocialGraphCommand => ({
  type: 'ToggleFollow',
  payload: { otherId },
  metadata: metadata({ userId: 1 }, aki),
});
const block = (otherId = 2): SocialGraphCommand => ({
  type: 'ToggleUserBlock',
  payload: { otherId },
  metadata: metadata({ userId: 1 }, aki),
});
const pair = { userId: 1, otherId: 2 };

describe('ToggleFollow', () => {
  it('follows, and unfollows the second time', () => {
    withContext(socialGraphDecider, other())
      .when(follow())
      .then([newEvent('UserFollowed', pair)]);
    withContext(socialGraphDecider, other(), newEvent('UserFollowed', pair))
      .when(follow())
      .then([newEvent('UserUnfollowed', pair)]);
  });

  it('refuses oneself, an unknown member and a member who blocked the follower', () => {
    withContext(socialGraphDecider, other()).when(follow(1)).thenThrows(new ValidationError({}));
    withContext(socialGraphDecider, NO_PARTY).when(follow()).thenThrows(new NotFoundError(GRAPH_MESSAGES.userNotFound));
    withContext(socialGraphDecider, other({ blocksActor: true }))
      .when(follow())
      .thenThrows(new ForbiddenError(BLOCK_MESSAGES.blocked));
  });

  it("lifts the follower's own block of the member first", () => {
    withContext(socialGraphDecider, other(), newEvent('UserBlocked', pair))
      .when(follow())
      .then([newEvent('UserUnblocked', pair), newEvent('UserFollowed', pair)]);
  });
});

describe('ToggleUserBlock', () => {
  it('blocks (ending a follow first) and unblocks', () => {
    withContext(socialGraphDecider, other(), newEvent('UserFollowed', pair))
      .when(block())
      .then([newEvent('UserUnfollowed', pair), newEvent('UserBlocked', pair)]);
    withContext(socialGraphDecider, other(), newEvent('UserBlocked', pair))
      .when(block())
      .then([newEvent('UserUnblocked', pair)]);
  });

  it("refuses to block a moderator with the spec's 403 message", () => {
    withContext(socialGraphDecider, other({ isModerator: true }))
      .when(block())
      .thenThrows(new ForbiddenError('Sorry, you cannot block this type of user.'));
  });
});
