import { describe, expect, it } from 'vitest';
import { feedKey, feedVariables } from './feedVariables.ts';

describe('feed variables', () => {
  it('send no-filters as null, so that equal feeds are stored under equal keys', () => {
    expect(feedVariables({ isFollowing: false, hasRepliesOrTypeText: false, types: [] }, 25)).toEqual({
      first: 25,
      userId: null,
      mediaId: null,
      isFollowing: null,
      types: null,
      hasRepliesOrTypeText: null,
      sort: ['ID_DESC'],
    });
  });

  it('put pinned activities first only when asked (profiles)', () => {
    expect(feedVariables({ userId: 3, pinnedFirst: true, types: ['TEXT'] }, 10)).toMatchObject({
      first: 10,
      userId: 3,
      types: ['TEXT'],
      sort: ['PINNED', 'ID_DESC'],
    });
  });

  it('tell feeds apart by what they show, not by page size', () => {
    expect(feedKey({ isFollowing: true })).toBe(feedKey({ isFollowing: true, types: null }));
    expect(feedKey({ isFollowing: true })).not.toBe(feedKey({ isFollowing: false }));
    expect(feedKey({ mediaId: 4 })).not.toBe(feedKey({ mediaId: 5 }));
  });
});
