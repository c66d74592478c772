import { useMemo, useState } from 'react';
import { plainDescription, truncateDescription } from '../../format/description.ts';
import styles from './MediaPage.module.css';

/** Description cut at 730 characters with a Read More toggle (core §2). */
export function MediaDescription({ description }: { description: string | null | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const text = useMemo(() => plainDescription(description), [description]);
  const cut = useMemo(() => truncateDescription(text), [text]);
  if (!text) return <p className={styles.description}>No description has been added yet.</p>;
  return (
    <div className={styles.descriptionBlock}>
      <p className={styles.description}>{expanded ? text : cut.text}</p>
      {cut.truncated ? (
        <button type="button" className={styles.readMore} onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      ) : null}
    </div>
  );
}
