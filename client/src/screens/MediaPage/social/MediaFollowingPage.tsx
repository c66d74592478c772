import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { scoreFromRaw } from '@tsuzuki/events/scores';
import { UserLink } from '../../../components/Activity/UserLink.tsx';
import { listStatusLabel } from '../../../components/ListEditor/rules/statusLabels.ts';
import { useViewer } from '../../../session/useViewer.ts';
import { notNull } from '../../../system/notNull.ts';
import type { MediaFollowingPageQuery } from './__generated__/MediaFollowingPageQuery.graphql';
import styles from './MediaSocial.module.css';

const query = graphql`
  query MediaFollowingPageQuery($mediaId: Int, $page: Int, $perPage: Int) {
    Page(page: $page, perPage: $perPage) {
      mediaList(mediaId: $mediaId, isFollowing: true, sort: [UPDATED_TIME_DESC]) {
        id
        status
        progress
        rawScore: score(format: POINT_100)
        user { id name avatar { large } }
      }
    }
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
  fetchKey?: number;
  mediaId: number;
  mediaType: string | null | undefined;
  page: number;
  perPage: number;
  onLoaded: (page: number, ids: readonly number[]) => void;
}

/** One page of followed members who list the media: who, their status and progress, and their score. */
export function MediaFollowingPage({ mediaId, mediaType, page, perPage, onLoaded, fetchKey }: Props) {
  const data = useLazyLoadQuery<MediaFollowingPageQuery>(query, { mediaId, page, perPage }, { fetchPolicy: 'store-and-network', fetchKey });
  const viewer = useViewer();
  const entries = (data.Page?.mediaList ?? []).filter(notNull);
  const ids = entries.map((entry) => entry.id).join(',');
  useEffect(() => {
    onLoaded(page, ids ? ids.split(',').map(Number) : []);
  }, [ids, page, onLoaded]);
  if (page === 1 && entries.length === 0) return <p className={styles.followingEmpty}>No one you follow has this on their list yet.</p>;
  return (
    <>
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
    </>
  );
}
