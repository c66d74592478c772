import { useState } from 'react';
import { useNavigate, useNavigation } from 'react-router-dom';
import { ActivityMarkdownEditor } from '../../components/Activity/lazyMarkdown.tsx';
import {
  draftIsValid,
  draftProblems,
  draftScore,
  EMPTY_DRAFT,
  REVIEW_LIMITS,
  type ReviewDraft,
} from '../../components/Review/reviewRules.ts';
import { useSaveReview } from '../../mutations/saveReview.ts';
import { toastError } from '../../system/toasts.ts';
import type { ExistingReview } from './existingReview.ts';
import { useDeleteReview } from './useDeleteReview.ts';
import styles from './ReviewEditor.module.css';

interface Props {
  mediaId: number;
  /** Edit mode: the review as saved. */
  review: ExistingReview | null;
}

const draftOf = (review: ExistingReview | null): ReviewDraft =>
  review
    ? {
        body: review.body ?? '',
        summary: review.summary ?? '',
        score: String(review.score ?? REVIEW_LIMITS.scoreDefault),
        private: review.private === true,
      }
    : EMPTY_DRAFT;

/**
 * The review's fields with social §5's rules checked as the member types: each broken rule shows its message, and
 * Save appears only once none is. Saving goes to the review's page.
 */
export function ReviewEditorForm({ mediaId, review }: Props) {
  const [draft, setDraft] = useState(() => draftOf(review));
  const [saveReview, isInFlight] = useSaveReview();
  const navigate = useNavigate();
  // Saved, the form stays disabled while the router loads the review's page.
  const navigation = useNavigation();
  const saving = isInFlight || navigation.state !== 'idle';
  const [remove] = useDeleteReview();
  const problems = draftProblems(draft);
  const change = (patch: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function save() {
    const score = draftScore(draft.score);
    if (saving || score === null || !draftIsValid(draft)) return;
    saveReview(
      {
        // The review's id: a moderator's edit of another member's review must name it.
        id: review?.id ?? null,
        mediaId,
        body: draft.body,
        summary: draft.summary.trim(),
        score,
        private: draft.private,
      },
      { onCompleted: (saved) => navigate(`/review/${saved}`), onError: toastError },
    );
  }

  return (
    <form
      className={`card ${styles.form}`}
      aria-label={review ? 'Edit review' : 'New review'}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className={styles.field}>
        <span className={styles.label} aria-hidden="true">
          Review
        </span>
        <div className={styles.bodyEditor}>
          <ActivityMarkdownEditor
            value={draft.body}
            onChange={(body) => change({ body })}
            label="Review"
            placeholder="Write your review..."
            active
            maxLength={REVIEW_LIMITS.bodyMax}
          />
        </div>
        <span className={styles.count}>{draft.body.trim().length} characters</span>
      </div>
      <label className={styles.field}>
        <span className={styles.label}>Summary</span>
        <input
          className={styles.input}
          value={draft.summary}
          maxLength={REVIEW_LIMITS.summaryMaxExclusive}
          onChange={(event) => change({ summary: event.target.value })}
        />
        <span className={styles.count}>
          {draft.summary.length}/{REVIEW_LIMITS.summaryMaxExclusive}
        </span>
      </label>
      <div className={styles.row}>
        <label className={styles.field}>
          <span className={styles.label}>Score</span>
          <input
            className={`${styles.input} ${styles.score}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={draft.score}
            onChange={(event) => change({ score: event.target.value })}
          />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={draft.private} onChange={(event) => change({ private: event.target.checked })} />
          Private
        </label>
      </div>
      {/* Always there, so that screen readers hear each rule as it comes and goes. */}
      <ul className={styles.problems} aria-label="Problems" aria-live="polite">
        {Object.entries(problems).map(([field, message]) => (
          <li key={field}>{message}</li>
        ))}
      </ul>
      <div className={styles.buttons}>
        {review ? (
          <button type="button" className={styles.delete} onClick={() => void remove(review.id, mediaId)}>
            Delete
          </button>
        ) : null}
        {draftIsValid(draft) ? (
          <button type="submit" className="button" disabled={saving}>
            Save
          </button>
        ) : null}
      </div>
    </form>
  );
}
