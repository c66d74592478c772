import { useEffect, useRef, useState } from 'react';
import type { LikeTarget } from '../../mutations/toggleLike.ts';
import { LIKES_PAGE_SIZE, LikesPage } from './LikesPage.tsx';
import { useNearEnd } from './useNearEnd.ts';
import { usePagedList } from './usePagedList.ts';
import styles from './Controls.module.css';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';

/**
 * Who liked an activity or reply (social §7, §9): 5 at a time, the next five as the list is scrolled to its end.
 * Closes on Escape or a click elsewhere.
 */
export function LikesList({ target, onClose }: { target: LikeTarget; onClose: () => void }) {
  const paging = usePagedList(LIKES_PAGE_SIZE, null, String(target.id));
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const sentinel = useNearEnd<HTMLDivElement>(paging.next === 'scroll', paging.more, box, 4);
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
      <ul className={styles.likers}>
        {Array.from({ length: paging.pages }, (_, i) => (
          <BlockBoundary key={i} what="Likes" listItem fallback={<li className={styles.popoverTitle}>Loading…</li>}>
            {(fetchKey) => <LikesPage target={target} page={i + 1} onLoaded={paging.report} fetchKey={fetchKey} />}
          </BlockBoundary>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
    </div>
  );
}
