import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useAcceptMediaTagSubmission, useDenyMediaTagSubmission } from '../../../mutations/reviewMediaTagSubmission.ts';
import { notNull } from '../../../system/notNull.ts';
import { usePrompt } from '../../../system/usePrompt.tsx';
import type { MediaTagSubmissionsQuery } from './__generated__/MediaTagSubmissionsQuery.graphql';
import { refetchMediaTags } from './refetchMediaTags.ts';
import { TAG_MESSAGES } from './tagRules.ts';
import own from './MediaTags.module.css';

/**
 * New tags members submitted for this media, for a data moderator to accept (the tag becomes known and goes on the
 * media) or deny with a reason. Each review is a mod action (ADR 19, 20).
 */
export function MediaTagSubmissions({ mediaId }: { mediaId: number }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<MediaTagSubmissionsQuery>(
    graphql`
      query MediaTagSubmissionsQuery($mediaId: Int) {
        MediaTagSubmissions(mediaId: $mediaId, status: PENDING) {
          id
          name
          description
          isAdult
          isMediaSpoiler
          user {
            name
          }
        }
      }
    `,
    { mediaId },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const { prompt, dialog } = usePrompt();
  const [acceptMediaTagSubmission, accepting] = useAcceptMediaTagSubmission();
  const [denyMediaTagSubmission, denying] = useDenyMediaTagSubmission();
  const busy = accepting || denying;
  const submissions = (data.MediaTagSubmissions ?? []).filter(notNull);
  if (submissions.length === 0) return dialog;

  // Reviewed: the queue is asked again, and so are the media's tags (an accepted one is on the media now).
  const reviewed = {
    onCompleted: () => {
      setFetchKey((key) => key + 1);
      refetchMediaTags(mediaId);
    },
  };

  async function deny(id: number, name: string) {
    const reason = await prompt({
      title: `Deny “${name}”`,
      label: 'Reason',
      validate: (value) => (value.trim() ? null : TAG_MESSAGES.reasonRequired),
      submitLabel: 'Deny',
      multiline: true,
      maxLength: 500,
    });
    if (reason != null) denyMediaTagSubmission(id, reason.trim(), reviewed);
  }

  return (
    <div className={`card ${own.panel}`} role="region" aria-label="Submitted tags">
      <span className={own.panelTitle}>Submitted tags</span>
      {submissions.map((s) => (
        <div key={s.id} className={own.submission} data-testid="tag-submission">
          <strong>{s.name}</strong>
          {s.description ? <p className={own.note}>{s.description}</p> : null}
          <p className={own.note}>
            {[s.isAdult ? 'Adult' : null, s.isMediaSpoiler ? 'Spoiler' : null].filter(Boolean).join(', ')}
            {s.user?.name ? (
              <>
                {s.isAdult || s.isMediaSpoiler ? ' · ' : ''}by <Link to={`/user/${encodeURIComponent(s.user.name)}`}>{s.user.name}</Link>
              </>
            ) : null}
          </p>
          <div className={own.actions}>
            <button type="button" className="button" disabled={busy} onClick={() => acceptMediaTagSubmission(s.id, reviewed)}>
              Accept
            </button>
            <button type="button" className={own.secondary} disabled={busy} onClick={() => void deny(s.id, s.name)}>
              Deny
            </button>
          </div>
        </div>
      ))}
      {dialog}
    </div>
  );
}
