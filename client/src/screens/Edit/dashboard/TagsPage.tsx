import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useAcceptMediaTagSubmission, useDenyMediaTagSubmission } from '../../../mutations/reviewMediaTagSubmission.ts';
import { useViewer } from '../../../session/useViewer.ts';
import { notNull } from '../../../system/notNull.ts';
import { editsDirectly } from '../editRules.ts';
import styles from '../Edit.module.css';
import { QueueItemFacts } from './QueueItemFacts.tsx';
import { TagProposalList } from './TagProposals.tsx';
import { QueuePager } from './QueuePager.tsx';
import { TagReviewBar } from './TagReviewBar.tsx';
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
  const [acceptMediaTagSubmission, accepting] = useAcceptMediaTagSubmission();
  const [denyMediaTagSubmission, denying] = useDenyMediaTagSubmission();
  const decides = tag.status === 'PENDING' && editsDirectly(viewer?.moderatorRoles, tag.media?.type === 'MANGA' ? 'MANGA' : 'ANIME');
  return (
    <article className={`card ${styles.item}`} aria-label={`Tag ${tag.name}`}>
      <div className={styles.meta}>
        <strong>{tag.name}</strong>
        <QueueItemFacts item={tag} />
        {tag.isAdult ? <span>Adult</span> : null}
        {tag.isMediaSpoiler ? <span>Spoiler</span> : null}
      </div>
      {tag.description ? <p className={styles.notes}>{tag.description}</p> : null}
      {tag.reason ? <p className={styles.notes}>Reason: {tag.reason}</p> : null}
      {decides ? (
        <TagReviewBar
          name={tag.name}
          busy={accepting || denying}
          accept={(callbacks) => acceptMediaTagSubmission(tag.id, callbacks)}
          deny={(reason, callbacks) => denyMediaTagSubmission(tag.id, reason, callbacks)}
          onDecided={onDecided}
        />
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
      <QueuePager page={page} more={tags.length === 25} setPage={setPage} />
    </>
  );
}

const FILTERS: StatusFilter<MediaTagSubmissionStatus>[] = [
  { label: 'Pending', status: 'PENDING' },
  { label: 'Accepted', status: 'ACCEPTED' },
  { label: 'Denied', status: 'DENIED' },
  { label: 'All', status: null },
];

/**
 * /edit/dashboard/tags (social §2): new tags members submitted, and known tags they proposed for a media (ADR 67),
 * for data moderators to accept or deny with a reason. One status filter for both queues, a page each.
 */
export function TagsPage() {
  const [status, setStatus] = useState<MediaTagSubmissionStatus | null>('PENDING');
  const [page, setPage] = useState(1);
  const [proposalPage, setProposalPage] = useState(1);
  const [fetchKey, setFetchKey] = useState(0);
  const onDecided = () => setFetchKey((k) => k + 1);
  return (
    <section aria-label="Tag submissions">
      <h1 className={styles.title}>Tag submissions</h1>
      <StatusFilters
        filters={FILTERS}
        status={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
          setProposalPage(1);
        }}
      />
      <section aria-label="New tags">
        <h2 className={styles.queueTitle}>New tags</h2>
        <BlockBoundary what="Tag submissions" fallback={null}>
          {(attempt) => <TagList status={status} page={page} setPage={setPage} fetchKey={`${attempt}:${fetchKey}`} onDecided={onDecided} />}
        </BlockBoundary>
      </section>
      <section aria-label="Tags proposed for media">
        <h2 className={styles.queueTitle}>Tags proposed for media</h2>
        <BlockBoundary what="Tags proposed for media" fallback={null}>
          {(attempt) => (
            <TagProposalList
              status={status}
              page={proposalPage}
              setPage={setProposalPage}
              fetchKey={`${attempt}:${fetchKey}`}
              onDecided={onDecided}
            />
          )}
        </BlockBoundary>
      </section>
    </section>
  );
}
