import { describe, expect, it } from 'vitest';
import { THREAD_CATEGORIES } from './categories.ts';
import { forumFeedFilter, forumFeedPath, parseForumFeed } from './forumFeed.ts';
import { lastPageRedirect } from './ForumThreadQuery.ts';
import { addMedia, draftProblems, EMPTY_DRAFT, MAX_CATEGORIES, MAX_MEDIA, toggleChoice } from './threadDraft.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the forum feed from its URL (social §2)', () => {
  it('is the overview by default and recent when asked; other types are not found', () => {
    expect(parseForumFeed(undefined, params(''))).toEqual({ type: 'overview', categoryId: null, mediaId: null, search: '' });
    expect(parseForumFeed('recent', params('category=5&media=21&search=%20cosy%20'))).toEqual({
      type: 'recent',
      categoryId: 5,
      mediaId: 21,
      search: 'cosy',
    });
    expect(parseForumFeed('popular', params(''))).toBeNull();
    expect(parseForumFeed(undefined, params('category=news'))?.categoryId).toBeNull();
  });

  it('puts sticky threads first on the overview, the newest first on recent, the best match first when searching', () => {
    const feed = parseForumFeed(undefined, params('category=5'))!;
    expect(forumFeedFilter(feed)).toEqual({ categoryId: 5, mediaCategoryId: null, search: null, sort: ['IS_STICKY', 'REPLIED_AT_DESC'] });
    expect(forumFeedFilter({ ...feed, type: 'recent' }).sort).toEqual(['ID_DESC']);
    expect(forumFeedFilter({ ...feed, search: 'cosy' }).sort).toEqual(['SEARCH_MATCH', 'REPLIED_AT_DESC']);
  });

  it('writes feed addresses with what is set', () => {
    expect(forumFeedPath({})).toBe('/forum');
    expect(forumFeedPath({ type: 'overview', categoryId: 7 })).toBe('/forum?category=7');
    expect(forumFeedPath({ type: 'recent', mediaId: 3, search: 'a b' })).toBe('/forum/recent?media=3&search=a+b');
  });

  it("sends a comment page past a thread's last to the last", () => {
    expect(lastPageRedirect(14, 9, 3)).toBe('/forum/thread/14/3');
    expect(lastPageRedirect(14, 2, 0)).toBe('/forum/thread/14');
    expect(lastPageRedirect(14, 3, 3)).toBeNull();
  });
});

describe('the thread editor', () => {
  it("offers AniList's categories, from the one shared list", () => {
    expect(THREAD_CATEGORIES.find((c) => c.id === 13)?.name).toBe('Site Announcements');
    expect(THREAD_CATEGORIES.map((c) => c.id as number)).not.toContain(6);
  });

  it('takes up to 3 categories and 2 media', () => {
    let chosen: readonly number[] = [];
    for (const id of [1, 2, 3, 4]) chosen = toggleChoice(chosen, id);
    expect(chosen).toEqual([1, 2, 3]);
    expect(MAX_CATEGORIES).toBe(3);
    expect(toggleChoice(chosen, 2)).toEqual([1, 3]);
    let media: readonly { id: number; title: string }[] = [];
    for (const id of [5, 5, 6, 7]) media = addMedia(media, { id, title: `M${id}` });
    expect(media.map((m) => m.id)).toEqual([5, 6]);
    expect(MAX_MEDIA).toBe(2);
  });

  it('needs a title and a body', () => {
    expect(draftProblems(EMPTY_DRAFT)).toEqual(['The thread needs a title.', 'The thread needs some text.']);
    expect(draftProblems({ ...EMPTY_DRAFT, title: ' Hi ', body: 'There' })).toEqual([]);
    expect(draftProblems({ ...EMPTY_DRAFT, title: 'x'.repeat(256), body: 'b' })).toEqual(['The title can be at most 255 characters.']);
  });
});
