import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { notNull } from '../../system/notNull.ts';
import type { RevisionHistoryQuery } from './__generated__/RevisionHistoryQuery.graphql';
import { DiffTable } from './DiffTable.tsx';
import { editTime } from './editTime.ts';
import styles from './Edit.module.css';

const query = graphql`
  query RevisionHistoryQuery($mediaId: Int, $characterId: Int, $staffId: Int, $studioId: Int, $page: Int) {
    Page(page: $page, perPage: 25) {
      pageInfo { hasNextPage }
      revisionHistory(mediaId: $mediaId, characterId: $characterId, staffId: $staffId, studioId: $studioId) {
        id
        action
        createdAt
        reason
        submissionId
        user { id name }
        moderator { id name }
        fieldChanges { field before after }
      }
    }
  }
`;

export interface HistoryOf {
  mediaId?: number;
  characterId?: number;
  staffId?: number;
  studioId?: number;
}

const ACTIONS: Record<string, string> = { CREATE: 'Created', EDIT: 'Edited', DELETE: 'Deleted', MERGE: 'Merged' };

/**
 * The revision history of one media, character, staff member or studio (ADR 22): newest first, who changed what
 * and when, each change field by field. Pages of 25.
 */
export function RevisionHistory({ fetchKey, ...props }: HistoryOf & { fetchKey?: number }) {
  const [page, setPage] = useState(1);
  const data = useLazyLoadQuery<RevisionHistoryQuery>(query, { ...props, page }, { fetchPolicy: 'store-and-network', fetchKey });
  const revisions = data.Page?.revisionHistory?.filter(notNull) ?? [];
  return (
    <section aria-label="Revision history">
      {revisions.length === 0 ? <p className={`card ${styles.empty}`}>No changes yet.</p> : null}
      <ol className={styles.list}>
        {revisions.map((r) => (
          <li key={r.id} className={`card ${styles.item}`} data-testid="revision">
            <div className={styles.meta}>
              <strong>{ACTIONS[r.action ?? ''] ?? r.action}</strong>
              <span>
                by {r.user ? <Link to={`/user/${encodeURIComponent(r.user.name)}`}>{r.user.name}</Link> : 'the importer'}
                {r.moderator && r.moderator.id !== r.user?.id ? (
                  <>
                    {' '}
                    (accepted by <Link to={`/user/${encodeURIComponent(r.moderator.name)}`}>{r.moderator.name}</Link>)
                  </>
                ) : null}
              </span>
              <time>{editTime(r.createdAt)}</time>
              {r.submissionId ? <span>Submission #{r.submissionId}</span> : null}
            </div>
            {r.fieldChanges?.length ? <DiffTable caption={`Changes of revision ${r.id}`} changes={r.fieldChanges} /> : null}
            {r.reason ? <p className={styles.notes}>Reason: {r.reason}</p> : null}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        {page > 1 ? (
          <button type="button" className={styles.secondary} onClick={() => setPage(page - 1)}>
            Newer
          </button>
        ) : null}
        {data.Page?.pageInfo?.hasNextPage ? (
          <button type="button" className={styles.secondary} onClick={() => setPage(page + 1)}>
            Older
          </button>
        ) : null}
      </div>
    </section>
  );
}
