import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import formStyles from '../../../components/Form/Form.module.css';
import { mediaPath } from '../../../format/slug.ts';
import { useAcceptMediaTagSubmission, useDenyMediaTagSubmission } from '../../../mutations/reviewMediaTagSubmission.ts';
import { useViewer } from '../../../session/useViewer.ts';
import { notNull } from '../../../system/notNull.ts';
import { showToast } from '../../../system/toasts.ts';
import { editsDirectly } from '../editRules.ts';
import { editTime } from '../editTime.ts';
import styles from '../Edit.module.css';
import { StatusFilters, type StatusFilter } from './StatusFilters.tsx';
import type { TagsPageQuery, TagsPageQuery$data, MediaTagSubmissionStatus } from './__generated__/TagsPageQuery.graphql';
import { BlockBoundary } from '../../../components/LoadError/BlockBoundary.tsx';

// The tags helper's GraphQL (ADR 20) offers the submitted tags and their review mutations; this is their queue.
const query = graphql`
  query TagsPageQuery($status: MediaTagSubmissionStatus, $page: Int) {
    MediaTagSubmissions(status: $status, page: $page, perPage: 25) {
      id
      name
      description
      isAdult
      isMediaSpoiler
      status
      reason
      createdAt
      media { id type title { userPreferred } }
      user { id name }
    }
  }
`;

type Submission = NonNullable<NonNullable<TagsPageQuery$data['MediaTagSubmissions']>[number]>;

function TagSubmission({ tag, onDecided }: { tag: Submission; onDecided: () => void }) {
  const viewer = useViewer();
  const [reason, setReason] = useState('');
  const [acceptMediaTagSubmission, accepting] = useAcceptMediaTagSubmission();
  const [denyMediaTagSubmission, denying] = useDenyMediaTagSubmission();
  const busy = accepting || denying;
  const decides = tag.status === 'PENDING' && editsDirectly(viewer?.moderatorRoles, tag.media?.type === 'MANGA' ? 'MANGA' : 'ANIME');
  const run = (accept: boolean) => {
    if (!accept && !reason.trim()) {
      showToast('A reason is required to deny a tag.', { kind: 'error' });
      return;
    }
    const decided = {
      onCompleted: () => {
        showToast(accept ? 'Tag accepted.' : 'Tag denied.', { kind: 'success' });
        onDecided();
      },
    };
    if (accept) acceptMediaTagSubmission(tag.id, decided);
    else denyMediaTagSubmission(tag.id, reason.trim(), decided);
  };
  return (
    <article className={`card ${styles.item}`} aria-label={`Tag ${tag.name}`}>
      <div className={styles.meta}>
        <strong>{tag.name}</strong>
        <span className={styles.status} data-status={tag.status === 'DENIED' ? 'REJECTED' : tag.status}>
          {tag.status}
        </span>
        {tag.media ? (
          <Link to={mediaPath(tag.media.type, tag.media.id, tag.media.title?.userPreferred)}>{tag.media.title?.userPreferred}</Link>
        ) : null}
        {tag.user ? (
          <span>
            by <Link to={`/user/${encodeURIComponent(tag.user.name)}`}>{tag.user.name}</Link>
          </span>
        ) : null}
        <time>{editTime(tag.createdAt)}</time>
        {tag.isAdult ? <span>Adult</span> : null}
        {tag.isMediaSpoiler ? <span>Spoiler</span> : null}
      </div>
      {tag.description ? <p className={styles.notes}>{tag.description}</p> : null}
      {tag.reason ? <p className={styles.notes}>Reason: {tag.reason}</p> : null}
      {decides ? (
        <div className={styles.bar}>
          <label className={formStyles.field}>
            <span className={formStyles.label}>Reason (to deny)</span>
            <input className={formStyles.input} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </label>
          <div className={styles.actions}>
            <button type="button" className="button" disabled={busy} onClick={() => run(true)}>
              Accept
            </button>
            <button type="button" className={`button ${styles.danger}`} disabled={busy} onClick={() => run(false)}>
              Deny
            </button>
          </div>
        </div>
      ) : null}
    </article>
  );
}

function TagList({
  status,
  page,
  setPage,
  fetchKey,
  onDecided,
}: {
  status: MediaTagSubmissionStatus | null;
  page: number;
  setPage: (p: number) => void;
  fetchKey: string;
  onDecided: () => void;
}) {
  const data = useLazyLoadQuery<TagsPageQuery>(query, { status, page }, { fetchPolicy: 'store-and-network', fetchKey });
  const tags = data.MediaTagSubmissions?.filter(notNull) ?? [];
  return (
    <>
      {tags.length === 0 ? <p className={`card ${styles.empty}`}>No tag submissions.</p> : null}
      <ol className={styles.list}>
        {tags.map((tag) => (
          <li key={`${tag.id}:${tag.status}`}>
            <TagSubmission tag={tag} onDecided={onDecided} />
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        {page > 1 ? (
          <button type="button" className={styles.secondary} onClick={() => setPage(page - 1)}>
            Previous page
          </button>
        ) : null}
        {tags.length === 25 ? (
          <button type="button" className={styles.secondary} onClick={() => setPage(page + 1)}>
            Next page
          </button>
        ) : null}
      </div>
    </>
  );
}

const FILTERS: StatusFilter<MediaTagSubmissionStatus>[] = [
  { label: 'Pending', status: 'PENDING' },
  { label: 'Accepted', status: 'ACCEPTED' },
  { label: 'Denied', status: 'DENIED' },
  { label: 'All', status: null },
];

/** /edit/dashboard/tags (social §2): tags members submitted, for data moderators to accept or deny with a reason. */
export function TagsPage() {
  const [status, setStatus] = useState<MediaTagSubmissionStatus | null>('PENDING');
  const [page, setPage] = useState(1);
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <section aria-label="Tag submissions">
      <h1 className={styles.title}>Tag submissions</h1>
      <StatusFilters
        filters={FILTERS}
        status={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <BlockBoundary what="Tag submissions" fallback={null}>
        {(attempt) => (
          <TagList
            status={status}
            page={page}
            setPage={setPage}
            fetchKey={`${attempt}:${fetchKey}`}
            onDecided={() => setFetchKey((k) => k + 1)}
          />
        )}
      </BlockBoundary>
    </section>
  );
}
