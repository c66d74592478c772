import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SubmissionViewQuery } from './__generated__/SubmissionViewQuery.graphql';
import { SubmissionCard } from './SubmissionCard.tsx';
import { toRecord, type SubmissionKind } from './submissionRecord.ts';
import styles from './Edit.module.css';

const query = graphql`
  query SubmissionViewQuery($id: Int!, $media: Boolean!, $character: Boolean!, $staff: Boolean!) {
    media: Page(perPage: 1) @include(if: $media) {
      mediaSubmissions(submissionId: $id) {
        id status source notes createdAt decidedAt isNew mediaId type title acceptedFields
        submitter { id name }
        assignee { id name }
        fieldChanges { field before after }
      }
    }
    character: Page(perPage: 1) @include(if: $character) {
      characterSubmissions(submissionId: $id) {
        id status source notes createdAt decidedAt characterId acceptedFields
        character { name { userPreferred } }
        submitter { id name }
        assignee { id name }
        fieldChanges { field before after }
      }
    }
    staff: Page(perPage: 1) @include(if: $staff) {
      staffSubmissions(submissionId: $id) {
        id status source notes createdAt decidedAt staffId acceptedFields
        staff { name { userPreferred } }
        submitter { id name }
        assignee { id name }
        fieldChanges { field before after }
      }
    }
  }
`;

/**
 * One submission on its page (checklist EDIT-08): a member sees their own, moderators any; others are told it was
 * not found. A moderator of its kind decides it here.
 */
export function SubmissionView({ kind, id, attempt = 0 }: { kind: SubmissionKind; id: number; attempt?: number }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<SubmissionViewQuery>(
    query,
    { id, media: kind === 'MEDIA', character: kind === 'CHARACTER', staff: kind === 'STAFF' },
    { fetchPolicy: fetchKey ? 'network-only' : 'store-and-network', fetchKey: `${attempt}:${fetchKey}` },
  );
  const m = data.media?.mediaSubmissions?.[0];
  const c = data.character?.characterSubmissions?.[0];
  const s = data.staff?.staffSubmissions?.[0];
  const record = m
    ? toRecord('MEDIA', m, { objectId: m.mediaId, mediaType: m.type, isNew: m.isNew, label: m.title })
    : c
      ? toRecord('CHARACTER', c, { objectId: c.characterId, label: c.character?.name?.userPreferred })
      : s
        ? toRecord('STAFF', s, { objectId: s.staffId, label: s.staff?.name?.userPreferred })
        : null;
  if (!record) return <p className={`card ${styles.empty}`}>Submission not found.</p>;
  return <SubmissionCard key={`${record.id}:${record.status}`} submission={record} onDecided={() => setFetchKey((k) => k + 1)} />;
}
