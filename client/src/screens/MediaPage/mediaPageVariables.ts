import { MEDIA_THREADS } from '../../components/Forum/forumPaths.ts';
import { threadFeedVariables } from '../../components/Forum/threadFeedVariables.ts';

/**
 * MediaPageQuery's variables: the media, and its overview's threads asked as ThreadFeed asks for them. Also sent
 * early (earlyQueries.ts), so the two must not differ.
 */
export function mediaPageVariables(id: number, type: 'ANIME' | 'MANGA') {
  const threads = threadFeedVariables({ mediaCategoryId: id }, MEDIA_THREADS);
  return { id, type, threadFirst: threads.first, threadSort: threads.sort };
}
