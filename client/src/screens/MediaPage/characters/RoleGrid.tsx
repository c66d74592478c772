import type { ReactNode } from 'react';
import { EntityPager } from '../../../components/EntityPage/EntityPager.tsx';
import styles from './Characters.module.css';

interface Props {
  readonly label: 'Characters' | 'Staff';
  /** Shown instead of the cards when the media has none. */
  readonly empty: string;
  readonly count: number;
  readonly pageInfo: { readonly currentPage?: number | null; readonly hasNextPage?: boolean | null } | null | undefined;
  /** Above the grid (the voice actor language of the characters). */
  readonly toolbar?: ReactNode;
  readonly children: ReactNode;
}

/** The media's Characters and Staff sub-pages (ADR 43): the cards of one page, and the pager. */
export function RoleGrid({ label, empty, count, pageInfo, toolbar, children }: Props) {
  return (
    <section aria-label={label}>
      {toolbar}
      {count === 0 ? <p className="card">{empty}</p> : null}
      <div className={styles.grid}>{children}</div>
      <EntityPager page={pageInfo?.currentPage ?? 1} hasNext={!!pageInfo?.hasNextPage} />
    </section>
  );
}
