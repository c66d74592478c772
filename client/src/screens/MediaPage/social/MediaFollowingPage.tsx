import { useEffect } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { scoreFromRaw } from '@tsuzuki/events/scores';
import { UserLink } from '../../../components/Activity/UserLink.tsx';
import { listStatusLabel } from '../../../components/ListEditor/rules/statusLabels.ts';
import { useViewer } from '../../../session/useViewer.ts';
import { edgeNodes, loadedConnection } from '../../../components/Paging/listPaging.ts';
import { ListEnd } from '../../../components/Paging/ListEnd.tsx';
import { usePagedConnection } from '../../../components/Paging/usePagedConnection.ts';
import type { MediaFollowingPageQuery } from './__generated__/MediaFollowingPageQuery.graphql';
import type { MediaFollowingPage_query$key } from './__generated__/MediaFollowingPage_query.graphql';
import type { MediaFollowingPagePaginationQuery } from './__generated__/MediaFollowingPagePaginationQuery.graphql';
import styles from './MediaSocial.module.css';

const query = graphql`
  query MediaFollowingPageQuery($mediaId: Int!, $first: Int) {
    ...MediaFollowingPage_query @arguments(mediaId: $mediaId, first: $first)
  }
`;

type Format = Parameters<typeof scoreFromRaw>[1];
const FORMATS: readonly string[] = ['POINT_100', 'POINT_10_DECIMAL', 'POINT_10', 'POINT_5', 'POINT_3'];
const SMILEYS = ['', ':(', ':|', ':)'];

/** A score in the viewer's own format (stars and smileys as text). */
function scoreLabel(raw: number | null | undefined, format: string | null | undefined): string {
  if (!raw) return '';
  const shown: Format = FORMATS.includes(format ?? '') ? (format as Format) : 'POINT_10_DECIMAL';
  const score = scoreFromRaw(raw, shown);
  if (shown === 'POINT_5') return `${score} ★`;
  if (shown === 'POINT_3') return SMILEYS[score] ?? '';
  return String(score);
}

interface Props {
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey: number;
  mediaId: number;
  mediaType: string | null | undefined;
  perPage: number;
  /** The overview's preview: its first page only. */
  preview: boolean;
  /** Told whether more follow what is shown (the preview's "View all"). */
  onHasNext: (hasNext: boolean) => void;
}

/**
 * Followed members who list the media, over the mediaListFeed connection: who, their status and progress, and their
 * score; "Show more" after every page. What is stored shows at once and is asked again.
 */
export function MediaFollowingPage({ mediaId, mediaType, perPage, preview, onHasNext, fetchKey }: Props) {
  const data = useLazyLoadQuery<MediaFollowingPageQuery>(
    query,
    { mediaId, first: perPage },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const pagination = usePaginationFragment<MediaFollowingPagePaginationQuery, MediaFollowingPage_query$key>(
    graphql`
      fragment MediaFollowingPage_query on Query
      @refetchable(queryName: "MediaFollowingPagePaginationQuery")
      @argumentDefinitions(mediaId: { type: "Int!" }, first: { type: "Int", defaultValue: 40 }, after: { type: "String" }) {
        mediaListFeed(mediaId: $mediaId, isFollowing: true, sort: [UPDATED_TIME_DESC], first: $first, after: $after)
          @connection(key: "MediaFollowingPage_mediaListFeed") {
          edges {
            node {
              id
              status
              progress
              rawScore: score(format: POINT_100)
              user { id name avatar { large } }
            }
          }
        }
      }
    `,
    data,
  );
  const paging = usePagedConnection(pagination, perPage, 1);
  const viewer = useViewer();
  const entries = edgeNodes(loadedConnection(pagination.data.mediaListFeed));
  const { hasNext } = pagination;
  useEffect(() => onHasNext(hasNext), [hasNext, onHasNext]);
  return (
    <>
      <ul className={`card ${styles.following}`}>
        {entries.length === 0 && !pagination.hasNext ? (
          <p className={styles.followingEmpty}>No one you follow has this on their list yet.</p>
        ) : null}
        {entries.map((entry) =>
          entry.user ? (
            <li key={entry.id} className={styles.followingRow}>
              <UserLink user={entry.user} size="small" />
              <span className={styles.followingStatus}>
                {listStatusLabel(entry.status, mediaType)}
                {entry.progress ? ` · ${mediaType === 'MANGA' ? 'Ch' : 'Ep'} ${entry.progress}` : ''}
              </span>
              <span className={styles.followingScore}>{scoreLabel(entry.rawScore, viewer?.mediaListOptions?.scoreFormat)}</span>
            </li>
          ) : null,
        )}
        {pagination.isLoadingNext ? <li className={styles.followingEmpty}>Loading…</li> : null}
      </ul>
      {preview ? null : <ListEnd paging={paging} what="Following" pausedLabel="Show more" pausedClassName={styles.followingMore} />}
    </>
  );
}
