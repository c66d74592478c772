import { Link } from 'react-router-dom';
import { mediaPath } from '../../../format/slug.ts';
import { editTime } from '../editTime.ts';
import styles from '../Edit.module.css';

interface Item {
  readonly status: string | null | undefined;
  readonly createdAt: number | null | undefined;
  readonly media:
    | {
        readonly id: number;
        readonly type: string | null | undefined;
        readonly title: { readonly userPreferred: string | null | undefined } | null | undefined;
      }
    | null
    | undefined;
  readonly user: { readonly name: string } | null | undefined;
}

/** A tag queue item's status, media, submitter and time (new tags and proposed ones, ADR 20, 67). */
export function QueueItemFacts({ item }: { item: Item }) {
  return (
    <>
      <span className={styles.status} data-status={item.status === 'DENIED' ? 'REJECTED' : item.status}>
        {item.status}
      </span>
      {item.media ? (
        <Link to={mediaPath(item.media.type, item.media.id, item.media.title?.userPreferred)}>{item.media.title?.userPreferred}</Link>
      ) : null}
      {item.user ? (
        <span>
          by <Link to={`/user/${encodeURIComponent(item.user.name)}`}>{item.user.name}</Link>
        </span>
      ) : null}
      <time>{editTime(item.createdAt)}</time>
    </>
  );
}
