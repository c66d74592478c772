import { Suspense, useState, type MouseEvent } from 'react';
import { useToggleLike, type LikeTarget } from '../../mutations/toggleLike.ts';
import { HeartIcon } from '../icons.tsx';
import { LikesList } from './LikesList.tsx';
import styles from './Controls.module.css';

interface Props {
  target: LikeTarget;
  isLiked: boolean;
  likeCount: number;
  /** Members only (social §6): a guest sees the heart and the count, and may open the likers list. */
  canLike: boolean;
}

/**
 * The heart and the like count (social §4): the heart toggles the viewer's like, the count moving at once; the count
 * opens the list of who liked it. Scripted clicks and clicks while a like is being saved are ignored.
 */
export function LikeButton({ target, isLiked, likeCount, canLike }: Props) {
  const [toggleLike, isInFlight] = useToggleLike();
  const [likersOpen, setLikersOpen] = useState(false);

  function like(event: MouseEvent<HTMLButtonElement>) {
    if (!event.isTrusted || isInFlight) return;
    toggleLike(target, isLiked);
  }

  const heart = <HeartIcon size={16} fill={isLiked ? 'currentColor' : 'none'} />;
  return (
    <span className={styles.likeGroup}>
      {canLike ? (
        <button
          type="button"
          className={`${styles.action} ${isLiked ? styles.liked : ''}`}
          aria-pressed={isLiked}
          aria-label="Like"
          title={isLiked ? 'Unlike' : 'Like'}
          onClick={like}
        >
          {heart}
        </button>
      ) : (
        <span className={styles.action} aria-hidden="true">
          {heart}
        </span>
      )}
      <button
        type="button"
        className={styles.action}
        aria-label={`${likeCount} ${likeCount === 1 ? 'like' : 'likes'}`}
        aria-expanded={likersOpen}
        title="Who liked this"
        disabled={likeCount === 0}
        onClick={() => setLikersOpen((open) => !open)}
      >
        {likeCount}
      </button>
      {likersOpen && likeCount > 0 ? (
        <Suspense fallback={null}>
          <LikesList target={target} onClose={() => setLikersOpen(false)} />
        </Suspense>
      ) : null}
    </span>
  );
}
