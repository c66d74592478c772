import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { Cover } from '../../../components/Cover/Cover.tsx';
import { mediaPath } from '../../../format/slug.ts';
import { notNull } from '../../../system/notNull.ts';
import type { StatCoversQuery } from './__generated__/StatCoversQuery.graphql';
import styles from './StatCards.module.css';

interface Props {
  /** The card's own covers, in order. */
  ids: readonly number[];
  /** The whole group's: every card of a group asks with the same ids, so Relay sends one request for them all. */
  groupIds: readonly number[];
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey?: number;
}

/**
 * A card's row of covers. Breakdowns list media ids only, so covers follow the statistics in a request of their
 * own (at most 50 ids, one API page); the card shows placeholders meanwhile.
 */
export function StatCovers({ ids, groupIds, fetchKey }: Props) {
  const data = useLazyLoadQuery<StatCoversQuery>(
    graphql`
      query StatCoversQuery($ids: [Int]) {
        Page(perPage: 50) {
          media(id_in: $ids) {
            id
            type
            title { userPreferred }
            coverImage { large color }
          }
        }
      }
    `,
    { ids: [...groupIds] },
    { fetchKey },
  );
  const byId = new Map((data.Page?.media ?? []).filter(notNull).map((media) => [media.id, media]));
  const media = ids.map((id) => byId.get(id)).filter(notNull);
  return (
    <ul className={styles.covers} aria-label="Titles">
      {media.map((item) => {
        const title = item.title?.userPreferred ?? '';
        return (
          <li key={item.id}>
            <Link to={mediaPath(item.type, item.id, title)} title={title} className={styles.coverLink}>
              <Cover src={item.coverImage?.large} color={item.coverImage?.color} alt={title} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
