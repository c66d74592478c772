import { Link } from 'react-router-dom';
import { threadEditorPath } from './forumPaths.ts';

/** social §8's empty state, its question leading to the thread editor (with the list's category or media chosen). */
export function NoThreads({ categoryId, mediaId }: { categoryId?: number | null; mediaId?: number | null }) {
  const params = new URLSearchParams();
  if (categoryId) params.set('category', String(categoryId));
  if (mediaId) params.set('media', String(mediaId));
  const query = params.toString();
  return (
    <>
      No forum threads yet, <Link to={`${threadEditorPath()}${query ? `?${query}` : ''}`}>create one?</Link>
    </>
  );
}
