import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useViewer } from '../../../session/useViewer.ts';
import { notNull } from '../../../system/notNull.ts';
import { SubmissionCard } from '../SubmissionCard.tsx';
import { toRecord, type SubmissionKind } from '../submissionRecord.ts';
import styles from '../Edit.module.css';
import { StatusFilters, type StatusFilter } from './StatusFilters.tsx';
import { QueuePager } from './QueuePager.tsx';
import type { SubmissionQueueQuery, SubmissionStatus } from './__generated__/SubmissionQueueQuery.graphql';
import { BlockBoundary } from '../../../components/LoadError/BlockBoundary.tsx';

const query = graphql`
  query SubmissionQueueQuery($page: Int!, $status: SubmissionStatus, $type: MediaType, $media: Boolean!, $character: Boolean!, $staff: Boolean!) {
    media: Page(page: $page, perPage: 20) @include(if: $media) {
      pageInfo { hasNextPage }
      mediaSubmissions(status: $status, type: $type, sort: [ID]) {
        id status source notes createdAt decidedAt isNew mediaId type title acceptedFields
        submitter { id name }
        assignee { id name }
        fieldChanges { field before after }
      }
    }
    character: Page(page: $page, perPage: 20) @include(if: $character) {
      pageInfo { hasNextPage }
      characterSubmissions(status: $status, sort: [ID]) {
        id status source notes createdAt decidedAt characterId acceptedFields
        character { name { userPreferred } }
        submitter { id name }
        assignee { id name }
        fieldChanges { field before after }
      }
    }
    staff: Page(page: $page, perPage: 20) @include(if: $staff) {
      pageInfo { hasNextPage }
      staffSubmissions(status: $status, sort: [ID]) {
        id status source notes createdAt decidedAt staffId acceptedFields
        staff { name { userPreferred } }
        submitter { id name }
        assignee { id name }
        fieldChanges { field before after }
      }
    }
  }
`;

const FILTERS: StatusFilter<SubmissionStatus>[] = [
  { label: 'Pending', status: 'PENDING' },
  { label: 'Accepted', status: 'ACCEPTED' },
  { label: 'Partially accepted', status: 'PARTIALLY_ACCEPTED' },
  { label: 'Rejected', status: 'REJECTED' },
  { label: 'All', status: null },
];

interface Props {
  kind: SubmissionKind;
  /** For media: the queue of one type. */
  mediaType?: 'ANIME' | 'MANGA';
  title: string;
}

interface ListProps extends Props {
  status: SubmissionStatus | null;
  page: number;
  setPage: (page: number) => void;
  fetchKey: string;
  onDecided: () => void;
}

function QueueList({ kind, mediaType, status, page, setPage, fetchKey, onDecided }: ListProps) {
  const data = useLazyLoadQuery<SubmissionQueueQuery>(
    query,
    {
      page,
      status,
      type: mediaType ?? null,
      media: kind === 'MEDIA',
      character: kind === 'CHARACTER',
      staff: kind === 'STAFF',
    },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const records =
    kind === 'MEDIA'
      ? (data.media?.mediaSubmissions ?? [])
          .filter(notNull)
          .map((s) => toRecord('MEDIA', s, { objectId: s.mediaId, mediaType: s.type, isNew: s.isNew, label: s.title }))
      : kind === 'CHARACTER'
        ? (data.character?.characterSubmissions ?? [])
            .filter(notNull)
            .map((s) => toRecord('CHARACTER', s, { objectId: s.characterId, label: s.character?.name?.userPreferred }))
        : (data.staff?.staffSubmissions ?? [])
            .filter(notNull)
            .map((s) => toRecord('STAFF', s, { objectId: s.staffId, label: s.staff?.name?.userPreferred }));
  const more = !!(data.media ?? data.character ?? data.staff)?.pageInfo?.hasNextPage;
  return (
    <>
      {records.length === 0 ? <p className={`card ${styles.empty}`}>No submissions.</p> : null}
      <ol className={styles.list}>
        {records.map((r) => (
          <li key={`${r.id}:${r.status}`}>
            <SubmissionCard submission={r} linkToPage onDecided={onDecided} />
          </li>
        ))}
      </ol>
      <QueuePager page={page} more={more} setPage={setPage} />
    </>
  );
}

/**
 * A dashboard queue of submissions (social §2, ADR 22): pending ones first and oldest first, so that the queue is
 * worked from its start; data moderators of the kind accept (all or some fields) or reject each with notes.
 */
export function SubmissionQueue(props: Props) {
  const viewer = useViewer();
  const [status, setStatus] = useState<SubmissionStatus | null>('PENDING');
  const [page, setPage] = useState(1);
  const [fetchKey, setFetchKey] = useState(0);
  if (!viewer) return null;
  return (
    <section aria-label={props.title}>
      <h1 className={styles.title}>{props.title}</h1>
      <StatusFilters
        filters={FILTERS}
        status={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <BlockBoundary what="Submissions" fallback={null}>
        {(attempt) => (
          <QueueList
            {...props}
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
