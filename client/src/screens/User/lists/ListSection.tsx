import { ListRow } from './ListRow.tsx';
import type { ListRowData } from './listSections.ts';
import type { ScoreFormat } from './rules/score.ts';
import styles from './MediaList.module.css';

interface Props {
  name: string;
  /** All rows of the section after filters; `shown` of them are rendered (the page renders long lists in steps). */
  rows: readonly ListRowData[];
  shown: number;
  /** Only the list's first entries are there (the whole list is on its way): the count would be wrong. */
  partial?: boolean;
  scoreFormat: ScoreFormat;
  isOwner: boolean;
  canEdit: boolean;
}

/** One section of a list page: its name and count, column heads, and its rows. */
export function ListSection({ name, rows, shown, partial = false, scoreFormat, isOwner, canEdit }: Props) {
  return (
    <section aria-label={name} data-list-section={name}>
      <h3 className={styles.sectionTitle}>
        {name} {partial ? null : <span className={styles.count}>{rows.length}</span>}
      </h3>
      <div className={`card ${styles.table}`} role="table" aria-label={`${name} entries`}>
        <div className={`${styles.row} ${styles.head}`} role="row">
          <span role="columnheader" className={styles.coverCell} />
          <span role="columnheader" className={styles.titleCell}>
            Title
          </span>
          <span role="columnheader" className={styles.scoreCell}>
            Score
          </span>
          <span role="columnheader" className={styles.progressCell}>
            Progress
          </span>
          <span role="columnheader" className={styles.formatCell}>
            Type
          </span>
        </div>
        {rows.slice(0, shown).map((row) => (
          <ListRow key={row.id} entry={row.ref} scoreFormat={scoreFormat} isOwner={isOwner} canEdit={canEdit} />
        ))}
      </div>
    </section>
  );
}
