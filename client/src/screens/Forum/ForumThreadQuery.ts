import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { COMMENTS_PER_PAGE, commentPageParam, positiveInt, threadPath } from '../../components/Forum/forumPaths.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { GraphQLRequestError } from '../../system/relayEnvironment.ts';
import type { ForumThreadQuery as ForumThreadQueryType } from './__generated__/ForumThreadQuery.graphql';

// /forum/thread/{id}/{commentPage?} (social §2): the thread (asking for it by id counts a view, ADR 17) and one page
// of its top-level comments, 15 a page (social §9), each with the replies under it.
export const forumThreadQuery = graphql`
  query ForumThreadQuery($id: Int!, $page: Int!, $perPage: Int!) {
    Thread(id: $id) {
      id
      title
      isLocked
      ...ThreadView_thread
    }
    Page(page: $page, perPage: $perPage) {
      pageInfo { lastPage }
      ...ThreadComments_page @arguments(threadId: $id)
    }
  }
`;

/** A loader's way of saying "no such page": the not-found screen. */
export function notFound(): never {
  throw redirect('/404');
}

/** A forum route query whose thread or comment the server does not know is a 404. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.status === 404) notFound();
    throw error;
  }
}

/** Fresh from the server each time: other members comment while one reads. A page past the last goes to the last. */
export async function forumThreadLoader({ params }: LoaderFunctionArgs) {
  const id = positiveInt(params.id);
  const page = commentPageParam(params.commentPage);
  if (!id || !page) notFound();
  const loaded = await orNotFound(
    loadRouteQuery<ForumThreadQueryType>('forum-thread', forumThreadQuery, { id, page, perPage: COMMENTS_PER_PAGE }, 'network-only'),
  );
  if (!loaded.data?.Thread) notFound();
  const past = lastPageRedirect(id, page, loaded.data.Page?.pageInfo?.lastPage);
  if (past) throw redirect(past);
  return loaded;
}

/** Where a comment page past the end should go instead (null: it is a page that exists). */
export function lastPageRedirect(threadId: number, page: number, lastPage: number | null | undefined): string | null {
  const last = Math.max(1, lastPage ?? 1);
  return page > last ? threadPath(threadId, last) : null;
}
