import type { UserParam } from '../userParam.ts';

export type ListType = 'ANIME' | 'MANGA';

/** The entries of a list's first answer: a screenful and more, where a long list's whole answer takes seconds. */
export const HEAD_ENTRIES = 100;

/**
 * MediaListPageQuery's variables: the head (the first HEAD_ENTRIES entries) or, with `whole`, the whole list. Also
 * sent early (earlyQueries.ts), so the two must not differ.
 */
export function mediaListVariables(user: UserParam, type: ListType, withViewer: boolean, whole: boolean) {
  return { userId: user.id, userName: user.name, type, withViewer, perChunk: whole ? null : HEAD_ENTRIES };
}
