import { describe, expect, it } from 'vitest';
import { feedKey, feedPageVariables } from './feedVariables.ts';

describe('feed variables', () => {
  it('send no-filters as null, so that equal feeds are stored under equal keys', () => {
    expect(feedPageVariables({ isFollowing: false, hasRepliesOrTypeText: false, types: [] }, 1, 25)).toEqual({
      page: 1, perPage: 25, userId: null, mediaId: null, isFollowing: null, types: null, hasRepliesOrTypeText: null, sort: ['ID_DESC'],
    });
  });

  it('put pinned activities first only when asked (profiles)', () => {
    expect(feedPageVariables({ userId: 3, pinnedFirst: true, types: ['TEXT'] }, 2, 25)).toMatchObject({
      page: 2, userId: 3, types: ['TEXT'], sort: ['PINNED', 'ID_DESC'],
    });
  });

  it('tell feeds apart by what they show, not by page', () => {
    expect(feedKey({ isFollowing: true })).toBe(feedKey({ isFollowing: true, types: null }));
    expect(feedKey({ isFollowing: true })).not.toBe(feedKey({ isFollowing: false }));
    expect(feedKey({ mediaId: 4 })).not.toBe(feedKey({ mediaId: 5 }));
  });
});
