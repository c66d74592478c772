import { useEffect, useRef, useState } from 'react';
import type { LikeTarget } from '../../mutations/toggleLike.ts';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';
import { LikesPage } from './LikesPage.tsx';
import styles from './Controls.module.css';

/**
 * Who liked an activity or reply (social §7, §9): 5 at a time, the next five as the list is scrolled to its end.
 * Closes on Escape or a click elsewhere.
 */
export function LikesList({ target, onClose }: { target: LikeTarget; onClose: () => void }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!box) return;
    const outside = (event: PointerEvent) => {
      // The count button toggles the list itself.
      if (!box.parentElement?.contains(event.target as Node)) close.current();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [box]);

  return (
    <div ref={setBox} className={styles.popover} role="dialog" aria-label="Likes">
      <p className={styles.popoverTitle}>Likes</p>
      <BlockBoundary
        key={`${target.type}:${target.id}`}
        what="Likes"
        fallback={
          <ul className={styles.likers}>
            <li className={styles.popoverTitle}>Loading…</li>
          </ul>
        }
      >
        {(fetchKey) => <LikesPage target={target} fetchKey={fetchKey} scroller={box} />}
      </BlockBoundary>
    </div>
  );
}
