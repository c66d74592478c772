import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { LikeTarget } from '../../mutations/toggleLike.ts';
import { edgeNodes, loadedConnection } from '../Paging/listPaging.ts';
import { ListEnd } from '../Paging/ListEnd.tsx';
import { usePagedConnection } from '../Paging/usePagedConnection.ts';
import { UserLink } from './UserLink.tsx';
import type { LikesPageQuery } from './__generated__/LikesPageQuery.graphql';
import type { LikesPage_query$key } from './__generated__/LikesPage_query.graphql';
import type { LikesPagePaginationQuery } from './__generated__/LikesPagePaginationQuery.graphql';
import styles from './Controls.module.css';

/** social §9: likes 5 a page. */
export const LIKES_PAGE_SIZE = 5;

interface Props {
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey: number;
  target: LikeTarget;
  /** The popover the list scrolls in. */
  scroller: HTMLElement | null;
}

/** Members who liked an activity or reply, over the likeFeed connection; asked afresh each time the list opens. */
export function LikesPage({ target, fetchKey, scroller }: Props) {
  const data = useLazyLoadQuery<LikesPageQuery>(
    graphql`
      query LikesPageQuery($id: Int!, $type: LikeableType!, $first: Int) {
        ...LikesPage_query @arguments(id: $id, type: $type, first: $first)
      }
    `,
    { id: target.id, type: target.type, first: LIKES_PAGE_SIZE },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const pagination = usePaginationFragment<LikesPagePaginationQuery, LikesPage_query$key>(
    graphql`
      fragment LikesPage_query on Query
      @refetchable(queryName: "LikesPagePaginationQuery")
      @argumentDefinitions(id: { type: "Int!" }, type: { type: "LikeableType!" }, first: { type: "Int", defaultValue: 5 }, after: { type: "String" }) {
        likeFeed(likeableId: $id, type: $type, first: $first, after: $after) @connection(key: "LikesPage_likeFeed") {
          edges {
            node {
              id
              name
              avatar { large }
            }
          }
        }
      }
    `,
    data,
  );
  const paging = usePagedConnection(pagination, LIKES_PAGE_SIZE);
  const users = edgeNodes(loadedConnection(pagination.data.likeFeed));
  return (
    <>
      <ul className={styles.likers}>
        {users.map((user) => (
          <li key={user.id}>
            <UserLink user={user} size="small" className={styles.liker} />
          </li>
        ))}
        {pagination.isLoadingNext ? <li className={styles.popoverTitle}>Loading…</li> : null}
      </ul>
      <ListEnd paging={paging} what="Likes" scroller={scroller} aheadPx={4} />
    </>
  );
}
