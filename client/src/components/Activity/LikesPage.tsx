import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { LikeTarget } from '../../mutations/toggleLike.ts';
import { notNull } from '../../system/notNull.ts';
import { UserLink } from './UserLink.tsx';
import type { LikesPageQuery } from './__generated__/LikesPageQuery.graphql';
import styles from './Controls.module.css';

/** social §9: likes 5 a page. */
export const LIKES_PAGE_SIZE = 5;

const query = graphql`
  query LikesPageQuery($id: Int, $type: LikeableType, $page: Int, $perPage: Int) {
    Page(page: $page, perPage: $perPage) {
      likes(likeableId: $id, type: $type) {
        id
        name
        avatar { large }
      }
    }
  }
`;

interface Props {
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey?: number;
  target: LikeTarget;
  page: number;
  onLoaded: (page: number, ids: readonly number[]) => void;
}

/** One page of members who liked an activity or reply; asked afresh each time the list opens. */
export function LikesPage({ target, page, onLoaded, fetchKey }: Props) {
  const data = useLazyLoadQuery<LikesPageQuery>(
    query,
    { id: target.id, type: target.type, page, perPage: LIKES_PAGE_SIZE },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const users = (data.Page?.likes ?? []).filter(notNull);
  const ids = users.map((user) => user.id).join(',');
  useEffect(() => {
    onLoaded(page, ids ? ids.split(',').map(Number) : []);
  }, [ids, page, onLoaded]);
  return (
    <>
      {users.map((user) => (
        <li key={user.id}>
          <UserLink user={user} size="small" className={styles.liker} />
        </li>
      ))}
    </>
  );
}
