// The forum's addresses (social §2) and the parts of them a screen reads.

/** The forum rules (ADR 17: the seed's 14th thread). */
export const FORUM_RULES_PATH = '/forum/thread/14';
export const TERMS_PATH = '/terms';

/** social §9: threads 25 a page, comments 15 (top-level trees) a page. */
export const THREADS_PER_PAGE = 25;
export const COMMENTS_PER_PAGE = 15;
/** core §9: the home page's forum preview shows 3 threads, a media overview's 2. */
export const HOME_THREADS = 3;
export const MEDIA_THREADS = 2;

/** Page 1 of a thread's comments is the thread's own address. */
export const threadPath = (threadId: number, commentPage = 1): string =>
  commentPage > 1 ? `/forum/thread/${threadId}/${commentPage}` : `/forum/thread/${threadId}`;

export const commentPath = (threadId: number, commentId: number): string => `/forum/thread/${threadId}/comment/${commentId}`;

/** The element a comment is rendered in, for links that scroll to it. */
export const commentAnchor = (commentId: number): string => `comment-${commentId}`;

export const threadEditorPath = (threadId?: number): string => (threadId ? `/forum/thread/editor/${threadId}` : '/forum/thread/editor');

/** A positive whole number from a path segment or query parameter; null for anything else. */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** The comment page of /forum/thread/{id}/{commentPage?}: 1 when left out, null (not found) when not a page number. */
export function commentPageParam(value: string | undefined): number | null {
  return value === undefined ? 1 : positiveInt(value);
}

export type PagerItem = number | 'gap';

/**
 * Page links around the current page: the first, the last, and the two either side of the current one, with a gap
 * where pages are left out (1 … 4 5 [6] 7 8 … 20).
 */
export function pagerItems(current: number, last: number): PagerItem[] {
  if (last <= 1) return [];
  const shown = new Set([1, last]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= last) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((p, i) => {
    const before = pages[i - 1];
    if (before === undefined || p === before + 1) return [p];
    // A gap of exactly one page shows that page instead.
    return p === before + 2 ? [before + 1, p] : ['gap' as const, p];
  });
}
